import { clientApi } from '../../shared/api';
import { loaded, type LoaderArgs, pageData } from '../../shared/pageData';

/** /survey: the contact sources the form offers. */
export async function surveyLoader({ request }: LoaderArgs) {
  const contactSources = await loaded(clientApi.contactSources(request.signal));
  return pageData({ contactSources });
}
