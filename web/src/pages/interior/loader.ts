import { clientApi } from '../../shared/api';
import { loaded, type LoaderArgs, notFound, pageData } from '../../shared/pageData';

/** /interior and /interior/:branchId: the branches; a branch id that names none is a 404. */
export async function interiorLoader({ request, params }: LoaderArgs) {
  const branches = await loaded(clientApi.branches(request.signal));
  const known =
    !branches.ok || params.branchId === undefined || branches.data.items.some((b) => !b.isDeleted && String(b.id) === params.branchId);
  return known ? pageData({ branches }) : notFound({ branches });
}

/** A tab rewrites the address to /interior/<id> of a branch the page has: the data is the same. */
export const interiorDataUrl = ({ search }: { search: string }) => `/interior${search}`;
