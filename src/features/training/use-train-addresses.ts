/**
 * The address list of one course for the selected region. It starts with the build-time list
 * (the course's nation_id and addresslist); changing the region loads that region's addresses
 * live; a failed load clears the list (docs/product/states-and-transitions.md#training-addresses).
 * A newer selection cancels an older request.
 */
import * as React from 'react';
import type { TrainAddress } from '../../../contract/training';
import { getAreas } from '../../services/training';

export type AddressStatus = 'idle' | 'loading' | 'error';

export interface TrainAddresses {
  nationId: number | null;
  addresses: readonly TrainAddress[];
  status: AddressStatus;
  selectNation: (nationId: number) => void;
}

export function useTrainAddresses(
  trainId: number,
  initialNationId: number | null,
  initialAddresses: readonly TrainAddress[],
  load: typeof getAreas = getAreas,
): TrainAddresses {
  const [nationId, setNationId] = React.useState<number | null>(initialNationId);
  const [addresses, setAddresses] = React.useState<readonly TrainAddress[]>(initialAddresses);
  const [status, setStatus] = React.useState<AddressStatus>('idle');
  const controller = React.useRef<AbortController | null>(null);

  React.useEffect(() => () => controller.current?.abort(), []);

  const selectNation = React.useCallback(
    (next: number) => {
      setNationId(next);
      controller.current?.abort();
      const ac = new AbortController();
      controller.current = ac;
      setStatus('loading');
      load(trainId, next, ac.signal).then(
        (list) => {
          if (ac.signal.aborted) return;
          setAddresses(list);
          setStatus('idle');
        },
        () => {
          if (ac.signal.aborted) return;
          setAddresses([]);
          setStatus('error');
        },
      );
    },
    [trainId, load],
  );

  return { nationId, addresses, status, selectNation };
}
