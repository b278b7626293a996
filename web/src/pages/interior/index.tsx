import { useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { shownText, type Branch, type LanguageId } from '@qahve/config';
import { PATHS } from '../../shared/paths';
import { useLanguageId, useTranslation } from '../../i18n';
import { usePageData, useReload } from '../../shared/pageData';
import { usePageMeta } from '../../shared/usePageMeta';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { useLanguageHref } from '../../shared/ui/LanguageLink';
import { Image } from '../../shared/ui/Image';
import { NotFound } from '../../shared/ui/NotFound';
import { jsonForScript } from '../../shared/jsonLd';
import { useSite } from '../../shared/site';
import { BranchTabs, panelId, tabId } from './BranchTabs';
import { branchJsonLd } from './branchJsonLd';
import type { interiorLoader } from './loader';
import './interior.css';

function branchName(branch: Branch, languageId: LanguageId): string {
  return shownText(branch.branchDictionaries, languageId, 'name') ?? `#${branch.id}`;
}

/** The route's branch when it names a listed one, else the first (non-deleted) branch. */
export function defaultBranchId(branches: readonly Branch[], routeId: string | undefined): number | undefined {
  const fromRoute = routeId === undefined ? undefined : branches.find((b) => String(b.id) === routeId);
  return (fromRoute ?? branches[0])?.id;
}

/**
 * /interior and /interior/:branchId: breadcrumb, headline, one tab per non-deleted branch and the
 * selected branch's photos in a 1fr 3fr 1fr grid. Choosing a tab rewrites the address to
 * /interior/<id> (replace), so the choice can be shared and survives a reload. The address of a
 * branch that does not exist is the not-found page (answered 404).
 */
export default function InteriorPage() {
  const { branches: read } = usePageData<typeof interiorLoader>();
  const { branchId } = useParams<{ branchId?: string }>();
  const known = !read.ok || branchId === undefined || read.data.items.some((b) => !b.isDeleted && String(b.id) === branchId);
  return known ? <Interior /> : <NotFound />;
}

function Interior() {
  const { t } = useTranslation('interior');
  const { languageId, locale } = useLanguageId();
  const site = useSite();
  const { branchId } = useParams<{ branchId?: string }>();
  const navigate = useNavigate();
  const { search } = useLocation();
  const languageHref = useLanguageHref();

  const { branches: read } = usePageData<typeof interiorLoader>();
  const { reload, reloading } = useReload();
  const branches = useMemo(() => (read.ok ? read.data.items.filter((b) => !b.isDeleted) : []), [read]);
  const selectedId = defaultBranchId(branches, branchId);
  const selected = branches.find((b) => b.id === selectedId);
  // The first branch is the one /interior shows: its address is /interior (its /interior/<id> names it as canonical).
  const pathOf = (id: number) => (id === branches[0]?.id ? PATHS.interior : `${PATHS.interior}/${id}`);
  const first = selected === undefined || selected.id === branches[0]?.id;
  usePageMeta({
    titleKey: first ? 'interior:meta.title' : 'interior:meta.branchTitle',
    descriptionKey: first ? 'interior:meta.description' : 'interior:meta.branchDescription',
    values: selected ? { branch: branchName(selected, languageId) } : undefined,
    canonical: selected ? pathOf(selected.id) : undefined,
  });

  const select = (id: number) => {
    if (id !== selectedId || branchId !== String(id)) {
      void navigate({ pathname: `${PATHS.interior}/${id}`, search }, { replace: true, preventScrollReset: true });
    }
  };

  let body;
  if (!read.ok) {
    body = (
      <div className="interior__state interior__state--error" role="alert">
        <p>{t('error', { message: read.error.message })}</p>
        <button type="button" className="button" onClick={reload} disabled={reloading}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (!selected) {
    body = (
      <div className="interior__state">
        <p>{t('empty')}</p>
      </div>
    );
  } else {
    const name = branchName(selected, languageId);
    const address = shownText(selected.branchDictionaries, languageId, 'address');
    // The photos' description the editors wrote, else the branch's name; each photo keeps its number.
    const described = shownText(selected.branchDictionaries, languageId, 'imageAlt') ?? name;
    const city = t('city');
    const images = selected.branchImages ?? [];
    body = (
      <>
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{
            __html: jsonForScript(
              branchJsonLd({
                name,
                path: pathOf(selected.id),
                images,
                origin: site.origin,
                locale,
                address,
                city,
                latitude: selected.latitude,
                longitude: selected.longitude,
              }),
            ),
          }}
        />
        <BranchTabs
          label={t('tabsLabel')}
          items={branches.map((b) => ({ id: b.id, label: branchName(b, languageId) }))}
          selected={selected.id}
          onSelect={select}
          hrefOf={(id) => languageHref(pathOf(id))}
        />
        <div className="interior__panel" role="tabpanel" id={panelId(selected.id)} aria-labelledby={tabId(selected.id)} tabIndex={0}>
          {address ? <p className="interior__address">{`${address}, ${city}`}</p> : null}
          {images.length === 0 ? (
            <p className="interior__state">{t('empty')}</p>
          ) : (
            <ul className="interior-grid">
              {images.map((image, index) => (
                <li key={image.id} className="interior-grid__item">
                  <Image
                    className="interior-grid__image"
                    src={image.imageUrl}
                    srcSet={image.imageSrcSet}
                    sizes={
                      index % 3 === 1 ? '(min-width: 1280px) 720px, 60vw' : '(min-width: 1280px) 240px, (min-width: 640px) 20vw, 100vw'
                    }
                    width={1200}
                    height={900}
                    alt={t('photoAlt', { name: described, index: index + 1, total: images.length })}
                    // The first photo is the page's largest paint: it loads at once, the others lazily.
                    priority={index === 0}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      </>
    );
  }

  return (
    <div className="page interior">
      <Breadcrumb current={t('breadcrumb')} />
      <header className="interior__head">
        <h1 className="page__title">{t('title')}</h1>
        <p className="page__lead">{t('lead')}</p>
      </header>
      {body}
    </div>
  );
}
