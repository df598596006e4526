// The editor's line about the live site: the item's state there, asked again every two seconds
// while it is going live, with the site's build progress while it does.
import { useItemLive, useLiveState } from './calls';
import { ItemLiveView } from './ItemLiveView';
import { useNow } from './use-now';

export function ItemLive({ type, id, withdrawn }: { type: string; id: string; withdrawn: boolean }) {
  const item = useItemLive(type, id, true);
  const goingLive = item.data?.state === 'going-live';
  const site = useLiveState(goingLive);
  const now = useNow(goingLive && !!site.data?.building);
  return item.data ? <ItemLiveView item={item.data} site={goingLive ? site.data : undefined} now={now} withdrawn={withdrawn} /> : null;
}
