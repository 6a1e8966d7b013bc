import { ChevronDown, Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { categoryPath, PRACTICE_CATEGORIES } from '../../../common/practice-categories';
import { useAuth, useLogout } from '../../features/auth/api';
import { cn } from '../../lib/cn';
import { buttonClasses } from '../ui/button';

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900';
const activeClass = 'text-violet-800 bg-violet-50';

function SignOutButton({ className }: { className?: string }) {
  const logout = useLogout();
  return (
    <button
      type="button"
      onClick={() => logout.mutate()}
      disabled={logout.isPending}
      className={cn(buttonClasses('outline', 'sm'), className)}
    >
      {logout.isPending ? 'Signing out...' : 'Sign Out'}
    </button>
  );
}

function PracticesDropdown() {
  const menuId = useId();
  return (
    <div className="group relative">
      <NavLink
        to="/practices"
        className={({ isActive }) => cn(linkClass, 'inline-flex items-center gap-1', isActive && activeClass)}
        aria-haspopup="true"
        aria-controls={menuId}
      >
        Browse Practices
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </NavLink>
      {/* Opens on hover and on keyboard focus inside it. */}
      <div
        id={menuId}
        className="invisible absolute top-full left-0 z-50 w-72 pt-2 opacity-0 transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
      >
        <ul className="rounded-xl border border-slate-200 bg-white p-2 shadow-lg">
          <li>
            <Link
              to="/practices"
              className="block rounded-md px-3 py-2 text-sm font-semibold text-violet-800 hover:bg-violet-50"
            >
              All Categories Overview
            </Link>
          </li>
          {PRACTICE_CATEGORIES.map((category) => (
            <li key={category.slug}>
              <Link
                to={categoryPath(category.slug)}
                className="block rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100"
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export function TopNav() {
  const { isAuthenticated, isLoading } = useAuth();
  const { pathname } = useLocation();
  // The mobile menu is open only on the page it was opened on, so navigating closes it.
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const isMenuOpen = menuOpenedOn === pathname;
  const isBlog = pathname === '/blog' || pathname.startsWith('/blog/');

  const blogLink = (
    <Link
      to="/blog"
      className={cn(linkClass, isBlog && activeClass)}
      aria-current={isBlog ? 'page' : undefined}
    >
      Blog
    </Link>
  );

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
        <Link to="/" className="font-display text-xl font-bold tracking-tight text-violet-800">
          TrueTune
        </Link>
        <div className="hidden items-center gap-1 md:flex">
          <PracticesDropdown />
          {blogLink}
          {!isLoading && isAuthenticated && (
            <NavLink to="/dashboard" className={({ isActive }) => cn(linkClass, isActive && activeClass)}>
              Dashboard
            </NavLink>
          )}
          {!isLoading && !isAuthenticated && (
            <Link to="/auth" className={cn(buttonClasses('primary', 'sm'), 'ml-2')}>
              Get Started
            </Link>
          )}
          {!isLoading && isAuthenticated && <SignOutButton className="ml-2" />}
        </div>
        <button
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={isMenuOpen}
          aria-controls="mobile-menu"
          aria-label={isMenuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpenedOn(isMenuOpen ? null : pathname)}
        >
          {isMenuOpen ? (
            <X className="h-6 w-6" aria-hidden="true" />
          ) : (
            <Menu className="h-6 w-6" aria-hidden="true" />
          )}
        </button>
      </nav>
      {isMenuOpen && (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 pb-4 md:hidden">
          <ul className="flex flex-col gap-1 pt-2">
            <li>
              <Link to="/practices" className={cn(linkClass, 'block')}>
                Browse Practices
              </Link>
              <ul className="ml-3 border-l border-slate-200 pl-2">
                <li>
                  <Link to="/practices" className={cn(linkClass, 'block')}>
                    All Categories Overview
                  </Link>
                </li>
                {PRACTICE_CATEGORIES.map((category) => (
                  <li key={category.slug}>
                    <Link to={categoryPath(category.slug)} className={cn(linkClass, 'block')}>
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
            <li>{blogLink}</li>
            {!isLoading && isAuthenticated && (
              <li>
                <Link to="/dashboard" className={cn(linkClass, 'block')}>
                  Dashboard
                </Link>
              </li>
            )}
            {!isLoading && !isAuthenticated && (
              <li>
                <Link to="/auth" className={cn(buttonClasses('primary', 'sm'), 'w-full')}>
                  Get Started
                </Link>
              </li>
            )}
            {!isLoading && isAuthenticated && (
              <li>
                <SignOutButton className="w-full" />
              </li>
            )}
          </ul>
        </div>
      )}
    </header>
  );
}
