// The console's calls of warranty registration, as contract/registrations.ts names them in
// `registrationPaths`. The console imports the contract for its types only (no TypeBox in its
// bundle), so the paths are written here again; __tests__/unit/console-registrations.test.tsx
// checks that each one is the contract's.
const enc = encodeURIComponent;

export const regPaths = {
  rolls: '/api/editor/rolls',
  rollsImport: '/api/editor/rolls/import',
  roll: (serial: string) => `/api/editor/rolls/${enc(serial)}`,
  registrations: '/api/editor/registrations',
  registrationsCsv: '/api/editor/registrations.csv',
  registration: (id: string) => `/api/editor/registrations/${enc(id)}`,
  photo: (id: string) => `/api/editor/registration-photos/${enc(id)}`,
  voidWarranty: (warrantyId: string) => `/api/editor/registered-warranties/${enc(warrantyId)}/void`,
  transferWarranty: (warrantyId: string) => `/api/editor/registered-warranties/${enc(warrantyId)}/transfer`,
} as const;
