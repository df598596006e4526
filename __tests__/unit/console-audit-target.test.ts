// The audit log's "On" column: a person reads the item's title, the page's name, the file's or the
// account's name, and can open it; a row whose thing is gone still says what it was.
import { auditTarget } from '../../cms/admin/src/lib/audit-target';

test('names what an audit row was on, and where to open it', () => {
  expect(auditTarget({ target: 'blogs/3', target_title: 'Winter care' })).toEqual({ name: 'Winter care', to: '/items/blogs/3' });
  expect(auditTarget({ target: 'page/ppf_page', target_title: 'PPF page' })).toEqual({ name: 'PPF page', to: '/pages/ppf_page' });
  expect(auditTarget({ target: 'core-values', target_title: '' })).toEqual({ name: 'Core values: order', to: '/items/core-values' });
  expect(auditTarget({ target: 'dealer/7', target_title: 'CFM Berlin' })).toEqual({ name: 'CFM Berlin: login', to: '/dealer-logins' });
  expect(auditTarget({ target: 'user/4', target_title: 'fiona' })).toEqual({ name: 'fiona', to: '/users' });
  expect(auditTarget({ target: 'media/12', target_title: 'hero.jpg' })).toEqual({ name: 'hero.jpg', to: '/media' });
  expect(auditTarget({ target: '', target_title: '' })).toEqual({ name: '' });
});

test('a row whose thing has no name any more says what it was, never a bare number', () => {
  expect(auditTarget({ target: 'blogs/3', target_title: '' }).name).toBe('Untitled item (Blog posts, number 3)');
  expect(auditTarget({ target: 'user/4', target_title: '' }).name).toBe('Account number 4 (removed)');
  expect(auditTarget({ target: 'media/12', target_title: '' }).name).toBe('Media file number 12 (deleted)');
  expect(auditTarget({ target: 'release/5', target_title: '' }).name).toBe('release/5');
});
