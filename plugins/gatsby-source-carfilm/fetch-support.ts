/** Technical center: FAQ (category type 3) and download (type 6) trees and every item. */
import { CATEGORY_TYPE } from '../../src/contract/site';
import { addList, type SourceContext } from './context';

export async function fetchSupport({ client, records }: SourceContext): Promise<void> {
  const [faqTree, downloadTree, faqs, downloads] = await Promise.all([
    client.get('categoryTree', { type: CATEGORY_TYPE.faq }),
    client.get('categoryTree', { type: CATEGORY_TYPE.download }),
    client.get('allQuestions'),
    client.get('allDownloads'),
  ]);
  addList(records, 'CmsFaqCategory', faqTree);
  addList(records, 'CmsDownloadCategory', downloadTree);
  addList(records, 'CmsFaq', faqs);
  addList(records, 'CmsDownload', downloads);
}
