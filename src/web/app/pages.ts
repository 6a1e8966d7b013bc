import { lazyPage } from './lazy-page';

// Every page is its own chunk. `source` must match the import path (checked by a test).
export const pages = {
  home: lazyPage('src/web/pages/home-page.tsx', () => import('../pages/home-page')),
  auth: lazyPage('src/web/pages/auth-page.tsx', () => import('../pages/auth-page')),
  login: lazyPage('src/web/pages/login-page.tsx', () => import('../pages/login-page')),
  resetPassword: lazyPage(
    'src/web/pages/reset-password-page.tsx',
    () => import('../pages/reset-password-page'),
  ),
  terms: lazyPage('src/web/pages/terms-page.tsx', () => import('../pages/terms-page')),
  privacy: lazyPage('src/web/pages/privacy-page.tsx', () => import('../pages/privacy-page')),
  notFound: lazyPage('src/web/pages/not-found-page.tsx', () => import('../pages/not-found-page')),
  practices: lazyPage('src/web/pages/practices-page.tsx', () => import('../pages/practices-page')),
  category: lazyPage('src/web/pages/category-page.tsx', () => import('../pages/category-page')),
  practice: lazyPage('src/web/pages/practice-page.tsx', () => import('../pages/practice-page')),
};
