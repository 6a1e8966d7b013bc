import { ArrowRight } from 'lucide-react';
import type { TAnalyticsEventName } from '../../../common/contracts/analytics';
import { ButtonLink, type ButtonSize, type ButtonVariant } from '../../components/ui/button';
import { track } from '../../lib/analytics';
import { useAuth } from '../auth/api';
import { useDashboard } from '../dashboard/api';

export interface MainCtaTarget {
  label: 'View My Transformation' | 'Get My Soulprint Assessment';
  to: '/dashboard' | '/pricing' | '/auth';
  event: Extract<TAnalyticsEventName, `homepage_${string}`>;
}

const HAS_ASSESSMENT: MainCtaTarget = {
  label: 'View My Transformation',
  to: '/dashboard',
  event: 'homepage_dashboard_click',
};

const NO_ASSESSMENT: MainCtaTarget = {
  label: 'Get My Soulprint Assessment',
  to: '/pricing',
  event: 'homepage_pricing_click',
};

const SIGNED_OUT: MainCtaTarget = {
  label: 'Get My Soulprint Assessment',
  to: '/auth',
  event: 'homepage_signup_click',
};

/**
 * The three variants of the home page's main call to action (core-journey §2, Home).
 * While the session is still loading the signed-out variant shows; the server renders the real state.
 */
export function useMainCtaTarget(): MainCtaTarget {
  const { isAuthenticated, isLoading } = useAuth();
  const dashboard = useDashboard();
  if (isLoading || !isAuthenticated) return SIGNED_OUT;
  const assessmentCount = dashboard.data?.assessments.length ?? 0;
  return assessmentCount > 0 ? HAS_ASSESSMENT : NO_ASSESSMENT;
}

interface MainCtaProps {
  /** Where on the page this button sits; sent with the analytics event. */
  placement: 'hero' | 'closing';
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/** The main call to action, used wherever it appears on the home page. */
export function MainCta({ placement, variant = 'primary', size = 'lg', className }: MainCtaProps) {
  const target = useMainCtaTarget();
  return (
    <ButtonLink
      to={target.to}
      variant={variant}
      size={size}
      className={className}
      onClick={() => track(target.event, { placement })}
    >
      {target.label}
      <ArrowRight className="h-5 w-5" aria-hidden="true" />
    </ButtonLink>
  );
}
