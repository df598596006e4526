/** Training page and every course: allTrains, else one getTrainInfo call per course the page lists. */
import { mapLimit } from './client';
import { addList, addSingle, type SourceContext } from './context';

export async function fetchTraining({ client, records, options }: SourceContext): Promise<void> {
  const [page, all] = await Promise.all([client.get('trains'), client.getExtra('allTrains')]);
  const trainings = all ?? (await mapLimit([...new Set(page.trains.map((c) => c.id))], options.concurrency, (id) => client.get('trainInfo', { id })));
  addSingle(records, 'CmsTrainingPage', page);
  addList(records, 'CmsTraining', trainings);
}
