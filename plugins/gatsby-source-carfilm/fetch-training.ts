/** Training page and every course. */
import { addList, addSingle, type SourceContext } from './context';

export async function fetchTraining({ client, records }: SourceContext): Promise<void> {
  const [page, trainings] = await Promise.all([client.get('trains'), client.get('allTrains')]);
  addSingle(records, 'CmsTrainingPage', page);
  addList(records, 'CmsTraining', trainings);
}
