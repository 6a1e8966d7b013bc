import { Link } from 'react-router';
import { categoryPath, PRACTICE_CATEGORIES } from '../../../common/practice-categories';
import { usePublicConfig } from '../../app/app-context';

const footerLink = 'text-sm text-slate-300 hover:text-white hover:underline';

/** Footer of both specs: the 11 categories (first 6, next 5), the product links and the legal pages. */
export function Footer() {
  const { supportEmail } = usePublicConfig();
  const firstSix = PRACTICE_CATEGORIES.slice(0, 6);
  const nextFive = PRACTICE_CATEGORIES.slice(6, 11);
  return (
    <footer className="mt-auto bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-xl font-bold text-white">TrueTune</p>
          <p className="mt-3 text-sm text-slate-300">
            Know your patterns, practise what helps, and grow with a guide who remembers you.
          </p>
        </div>
        <nav aria-label="Practice categories">
          <h2 className="text-sm font-semibold text-white">Practices</h2>
          <ul className="mt-3 space-y-2">
            {firstSix.map((category) => (
              <li key={category.slug}>
                <Link to={categoryPath(category.slug)} className={footerLink}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="More practice categories">
          <h2 className="text-sm font-semibold text-white">More Practices</h2>
          <ul className="mt-3 space-y-2">
            {nextFive.map((category) => (
              <li key={category.slug}>
                <Link to={categoryPath(category.slug)} className={footerLink}>
                  {category.name}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/practices" className={footerLink}>
                All Practices
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="TrueTune">
          <h2 className="text-sm font-semibold text-white">TrueTune</h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link to="/" className={footerLink}>
                Home
              </Link>
            </li>
            <li>
              <Link to="/auth" className={footerLink}>
                Assessment and Dashboard
              </Link>
            </li>
            <li>
              <Link to="/dashboard" className={footerLink}>
                Dashboard
              </Link>
            </li>
            <li>
              <Link to="/pricing" className={footerLink}>
                Pricing
              </Link>
            </li>
            <li>
              {/* A plain link: the sitemap is XML for search engines, not a client route. */}
              <a href="/sitemap.xml" className={footerLink}>
                Sitemap
              </a>
            </li>
            <li>
              <Link to="/privacy" className={footerLink}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms" className={footerLink}>
                Terms of Service
              </Link>
            </li>
            <li className="text-sm text-slate-300">
              <span className="font-medium text-white">Contact Us</span>
              <span className="block">{supportEmail}</span>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-slate-400">
          © 2025 TrueTune. TrueTune is a personal-development tool, not therapy and not a diagnosis. In a
          crisis, call or text 988, text HOME to 741741, or call 911 for immediate danger.
        </p>
      </div>
    </footer>
  );
}
