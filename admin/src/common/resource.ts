import { lazy, type ComponentType } from 'react';
import type { ResourceProps } from 'react-admin';
import type { ResourceApi } from '../api/dataProvider';
import type { ResourceMessages } from '../i18n';

/**
 * One console resource, exported by its folder (`resources/products/index.ts`), in the manner of
 * react-admin's demo: App.tsx turns each into a `<Resource>`, the data provider reads its `api`, the
 * translations take its `messages`, and `aliases` make the old route names (`productcreate`,
 * `BranchesList`, ...) lead to it.
 */
export interface ConsoleResource {
  /** The console's route (`/admin/<name>`) and the data provider's resource name. */
  name: string;
  /** Its place in the menu, lowest first: resources/index.ts finds the folders and sorts them by it. */
  menuOrder: number;
  api: ResourceApi<any>;
  /**
   * react-admin's resource options: `apiPath` (its API path) names it in the history's entries (`resource: 'Products'`);
   * `drafts`: its forms save drafts and its lists show where each item stands (common/drafts.tsx).
   */
  options?: { apiPath: string; drafts?: boolean };
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  icon?: ComponentType;
  recordRepresentation?: ResourceProps['recordRepresentation'];
  /** Its labels and texts in the three languages (`resources/<name>/messages.ts`, `defineMessages`). */
  messages?: ResourceMessages;
  /** Spec route name (relative to /admin, no slash) -> the console path it opens. */
  aliases?: Record<string, string>;
  /** Screens of this resource on paths outside `/<name>` (`products/:productId/reviews/*`), in its context. */
  routes?: Record<string, ComponentType>;
  /** Menu entries right after the resource's own, for its other pages (the survey statistics); `label` is a message key. */
  menu?: Array<{ to: string; label: string; icon: ComponentType }>;
}

/** A screen's module, imported on the screen's first visit (`() => import('./BranchList')`). */
type ScreenModule = () => Promise<{ default: ComponentType }>;

/**
 * A create screen made of the resource's inputs (`createScreen`): `inputs` imports them (the same
 * inputs as the edit modal's, so usually from the list's module), `defaults` gives the form's
 * starting values, and `redirectTo` where a create leads (the list unless given).
 */
export interface CreateForm {
  inputs: () => Promise<ComponentType>;
  defaults: () => Record<string, unknown>;
  redirectTo?: string;
}

type ResourceDescriptor = Partial<Record<'list' | 'edit' | 'show', ScreenModule>> &
  Omit<ConsoleResource, 'name' | 'api' | 'icon' | 'options' | 'list' | 'create' | 'edit' | 'show' | 'routes'> & {
    create?: CreateForm;
    routes?: Record<string, ScreenModule>;
  };

/** A module's screen as a React.lazy component, made once: its code loads with the screen's first visit. */
const lazyScreens = <K extends string>(modules: Partial<Record<K, ScreenModule>>) => {
  const screens: Partial<Record<K, ComponentType>> = {};
  for (const [key, module] of Object.entries(modules) as Array<[K, ScreenModule | undefined]>) if (module) screens[key] = lazy(module);
  return screens;
};

/** The create screen's module: the forms (react-admin's Create and the form frame) load with it, not with the console. */
const createScreenModule =
  ({ inputs, defaults, redirectTo }: CreateForm): ScreenModule =>
  async () => {
    const [{ createScreen }, Inputs] = await Promise.all([import('./createScreen'), inputs()]);
    return { default: createScreen(Inputs, defaults, { redirectTo }) };
  };

/** A resource from its descriptor: its name (route and API resource), API, menu icon, screen modules and options. */
export function defineResource(name: string, api: ResourceApi<any>, icon: ComponentType, descriptor: ResourceDescriptor): ConsoleResource {
  const { list, create, edit, show, routes, ...options } = descriptor;
  const resource: ConsoleResource = {
    name,
    api,
    icon,
    options: { apiPath: api.path, ...(api.drafts ? { drafts: true } : {}) },
    ...options,
    ...lazyScreens({ list, create: create && createScreenModule(create), edit, show }),
  };
  if (routes) resource.routes = Object.fromEntries(Object.entries(routes).map(([path, module]) => [path, lazy(module)]));
  return resource;
}
