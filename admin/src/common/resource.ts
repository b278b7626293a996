import type { ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ResourceApi } from '../api/dataProvider';

/**
 * One console resource, exported by its folder (`resources/products/index.ts`), in the manner of
 * react-admin's demo: App.tsx turns each into a `<Resource>`, the data provider reads its `api`, and
 * `aliases` make the route names of SPEC §2 (`productcreate`, `BranchesList`, ...) lead to it.
 * Screens are lazy (React.lazy), so each loads with its first visit.
 */
export interface ConsoleResource {
  name: string;
  api: ResourceApi<any>;
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  icon?: ComponentType;
  recordRepresentation?: ResourceProps['recordRepresentation'];
  /** Spec route name (relative to /admin, no slash) -> the console path it opens. */
  aliases?: Record<string, string>;
  /** Screens of this resource on paths outside `/<name>` (`products/:productId/reviews/*`), in its context. */
  routes?: Record<string, ComponentType>;
  /** Menu entries right after the resource's own, for its other pages (the survey statistics); `label` is a message key. */
  menu?: Array<{ to: string; label: string; icon: ComponentType }>;
}
