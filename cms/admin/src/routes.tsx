// The console's screens and their addresses (under /admin/).
import { createBrowserRouter } from 'react-router';
import { Shell } from './ui/Shell';
import { Home } from './screens/Home';
import { ItemList } from './screens/ItemList';
import { PageList } from './screens/PageList';
import { EditDoc } from './screens/EditDoc';
import { MediaLibrary } from './screens/MediaLibrary';
import { Users } from './screens/Users';
import { DealerLogins } from './screens/DealerLogins';
import { AuditLog } from './screens/AuditLog';
import { Submissions } from './screens/Submissions';
import { NotFound } from './screens/NotFound';
import { Account } from './screens/Account';
import { Schedules } from './screens/Schedules';
import { LiveSite } from './screens/LiveSite';
import { Rolls } from './screens/Rolls';
import { RollDetail } from './screens/RollDetail';
import { Registrations } from './screens/Registrations';
import { RegistrationDetail } from './screens/RegistrationDetail';

export const router = createBrowserRouter(
  [
    {
      path: '/',
      element: <Shell />,
      children: [
        { index: true, element: <Home /> },
        { path: 'items/:type', element: <ItemList /> },
        { path: 'items/:type/new', element: <EditDoc /> },
        { path: 'items/:type/:id', element: <EditDoc /> },
        { path: 'live', element: <LiveSite /> },
        { path: 'pages', element: <PageList /> },
        { path: 'pages/:key', element: <EditDoc /> },
        { path: 'media', element: <MediaLibrary /> },
        { path: 'schedules', element: <Schedules /> },
        { path: 'account', element: <Account /> },
        { path: 'users', element: <Users /> },
        { path: 'dealer-logins', element: <DealerLogins /> },
        { path: 'audit', element: <AuditLog /> },
        { path: 'submissions', element: <Submissions /> },
        { path: 'registrations', element: <Registrations /> },
        { path: 'registrations/:id', element: <RegistrationDetail /> },
        { path: 'rolls', element: <Rolls /> },
        { path: 'rolls/:serial', element: <RollDetail /> },
        { path: '*', element: <NotFound /> },
      ],
    },
  ],
  { basename: '/admin' },
);
