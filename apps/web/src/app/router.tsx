import { createBrowserRouter } from 'react-router';
import { HomePage } from './home-page';
import { LoginPage } from './login-page';
import { NotFoundPage } from './not-found-page';
import { PageLoader } from '../components/page-loader';
import { RouteError } from './route-error';
import { Shell } from './shell';

// Feature pages load lazily (DESIGN §11: login + shell stay within 250 KB gzip).
export const router = createBrowserRouter([
  { path: '/login', Component: LoginPage, ErrorBoundary: RouteError, HydrateFallback: PageLoader },
  {
    Component: Shell,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoader,
    children: [
      { index: true, Component: HomePage },
      {
        path: 'personen',
        lazy: async () => ({ Component: (await import('../features/personen/list-page')).PersonenListPage }),
      },
      {
        path: 'personen/new',
        lazy: async () => ({ Component: (await import('../features/personen/create-page')).PersonCreatePage }),
      },
      {
        path: 'personen/:id',
        lazy: async () => ({ Component: (await import('../features/personen/edit-page')).PersonEditPage }),
      },
      {
        path: 'firmen',
        lazy: async () => ({ Component: (await import('../features/firmen/list-page')).FirmenListPage }),
      },
      {
        path: 'firmen/new',
        lazy: async () => ({ Component: (await import('../features/firmen/create-page')).FirmaCreatePage }),
      },
      {
        path: 'firmen/:id',
        lazy: async () => ({ Component: (await import('../features/firmen/edit-page')).FirmaEditPage }),
      },
      {
        path: 'projekte',
        lazy: async () => ({ Component: (await import('../features/projekte/list-page')).ProjekteListPage }),
      },
      {
        path: 'projekte/new',
        lazy: async () => ({ Component: (await import('../features/projekte/create-page')).ProjektCreatePage }),
      },
      {
        path: 'projekte/:id',
        lazy: async () => ({ Component: (await import('../features/projekte/edit-page')).ProjektEditPage }),
      },
      {
        path: 'projekte/:projektnr/erfassungsnotizen',
        lazy: async () => ({
          Component: (await import('../features/projekte/erfassungsnotizen-page')).ErfassungsnotizenPage,
        }),
      },
      {
        path: 'importe/fbuch',
        lazy: async () => ({ Component: (await import('../features/fbuch/list-page')).FbuchListPage }),
      },
      {
        path: 'importe/fbuch/auszug/:id',
        lazy: async () => ({ Component: (await import('../features/fbuch/auszug-page')).FbuchAuszugPage }),
      },
      {
        path: 'firmen/:id/firmenbuchabfrage_redirect',
        lazy: async () => ({ Component: (await import('../features/fbuch/redirect-page')).FbuchRedirectPage }),
      },
      {
        path: 'kaufobjekte',
        lazy: async () => ({ Component: (await import('../features/kaufobjekte/list-page')).KaufobjekteListPage }),
      },
      {
        path: 'kaufobjekte/new',
        lazy: async () => ({ Component: (await import('../features/kaufobjekte/create-page')).KaufobjektCreatePage }),
      },
      {
        path: 'kaufobjekte/:id',
        lazy: async () => ({ Component: (await import('../features/kaufobjekte/edit-page')).KaufobjektEditPage }),
      },
      {
        path: 'ausstattungsqualitaeten',
        lazy: async () => ({ Component: (await import('../features/ausstattungsqualitaeten/list-page')).AusstattungsqualitaetenListPage }),
      },
      {
        path: 'ausstattungsqualitaeten/new',
        lazy: async () => ({ Component: (await import('../features/ausstattungsqualitaeten/create-page')).AusstattungsqualitaetCreatePage }),
      },
      {
        path: 'ausstattungsqualitaeten/:id',
        lazy: async () => ({ Component: (await import('../features/ausstattungsqualitaeten/edit-page')).AusstattungsqualitaetEditPage }),
      },
      {
        path: 'ankaeufe',
        lazy: async () => ({ Component: (await import('../features/ankaeufe/list-page')).AnkaeufeListPage }),
      },
      {
        path: 'ankaeufe/new',
        lazy: async () => ({ Component: (await import('../features/ankaeufe/create-page')).AnkaufCreatePage }),
      },
      {
        path: 'ankaeufe/:id',
        lazy: async () => ({ Component: (await import('../features/ankaeufe/edit-page')).AnkaufEditPage }),
      },
      {
        path: 'vermarktung',
        lazy: async () => ({ Component: (await import('../features/vermarktung/list-page')).VermarktungListPage }),
      },
      {
        path: 'vermarktung/new',
        lazy: async () => ({ Component: (await import('../features/vermarktung/create-page')).VermarktungCreatePage }),
      },
      {
        path: 'vermarktung/:id',
        lazy: async () => ({ Component: (await import('../features/vermarktung/edit-page')).VermarktungEditPage }),
      },
      {
        path: 'angebotsobjekte',
        lazy: async () => ({ Component: (await import('../features/angebotsobjekte/list-page')).AngebotsobjekteListPage }),
      },
      {
        path: 'angebotsobjekte/new',
        lazy: async () => ({ Component: (await import('../features/angebotsobjekte/create-page')).AngebotsobjektCreatePage }),
      },
      {
        path: 'angebotsobjekte/:id',
        lazy: async () => ({ Component: (await import('../features/angebotsobjekte/edit-page')).AngebotsobjektEditPage }),
      },
      {
        // modus 'new' (TopNr matches pre-ticked) or 'create' (SPEC §2)
        path: 'angebotsobjekte/:id/ko_zuordnung/:modus',
        lazy: async () => ({ Component: (await import('../features/angebotsobjekte/ko-zuordnung-page')).KoZuordnungPage }),
      },
      {
        path: 'grundkostenanteile',
        lazy: async () => ({ Component: (await import('../features/grundkostenanteile/list-page')).GrundkostenanteileListPage }),
      },
      {
        path: 'grundkostenanteile/new',
        lazy: async () => ({ Component: (await import('../features/grundkostenanteile/create-page')).GrundkostenanteilCreatePage }),
      },
      {
        path: 'grundkostenanteile/:id',
        lazy: async () => ({ Component: (await import('../features/grundkostenanteile/edit-page')).GrundkostenanteilEditPage }),
      },
      {
        path: 'zertifizierungen',
        lazy: async () => ({ Component: (await import('../features/zertifizierungen/list-page')).ZertifizierungenListPage }),
      },
      {
        path: 'zertifizierungen/new',
        lazy: async () => ({ Component: (await import('../features/zertifizierungen/create-page')).ZertifizierungCreatePage }),
      },
      {
        path: 'zertifizierungen/:id',
        lazy: async () => ({ Component: (await import('../features/zertifizierungen/edit-page')).ZertifizierungEditPage }),
      },
      {
        path: 'nutzwertgutachten',
        lazy: async () => ({ Component: (await import('../features/nutzwertgutachten/list-page')).NutzwertgutachtenListPage }),
      },
      {
        path: 'nutzwertgutachten/new',
        lazy: async () => ({ Component: (await import('../features/nutzwertgutachten/create-page')).NutzwertgutachtenCreatePage }),
      },
      {
        path: 'nutzwertgutachten/:id',
        lazy: async () => ({ Component: (await import('../features/nutzwertgutachten/edit-page')).NutzwertgutachtenEditPage }),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
]);
