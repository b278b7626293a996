import type { ResourceApi } from '../api/dataProvider';
import type { ConsoleResource } from '../common/resource';
import type { ResourceMessages } from '../i18n';

/**
 * Every folder here whose index.ts exports a ConsoleResource (`defineResource`), found by Vite at build time:
 * a new resource is a new folder, and this file is not edited. Read eagerly, as the imports they replace were:
 * a folder's index.ts is small, its screens load on their first visit.
 */
const FOLDERS = import.meta.glob<Record<string, ConsoleResource>>('./*/index.ts', { eager: true });

function folderResource(path: string, exports: Record<string, ConsoleResource>): ConsoleResource {
  const [resource, ...others] = Object.values(exports);
  if (!resource || others.length > 0) throw new Error(`${path} must export one console resource (defineResource), and nothing else`);
  return resource;
}

/** The console's resources, in menu order (each one's `menuOrder`). */
export const RESOURCES: ConsoleResource[] = Object.entries(FOLDERS)
  .map(([path, exports]) => folderResource(path, exports))
  .sort((a, b) => a.menuOrder - b.menuOrder);

/** The resources' own messages, which App.tsx has merged over i18n/{en,az,ru}.ts. */
export const RESOURCE_MESSAGES: ResourceMessages[] = RESOURCES.flatMap(({ messages }) => (messages ? [messages] : []));

/** Each resource's API by its name, for the data provider. */
export const RESOURCE_APIS: Record<string, ResourceApi<any>> = Object.fromEntries(
  RESOURCES.map((resource) => [resource.name, resource.api]),
);
