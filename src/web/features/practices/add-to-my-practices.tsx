import { Check, Plus } from 'lucide-react';
import { Button, ButtonLink } from '../../components/ui/button';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api-client';
import { useAuth } from '../auth/api';
import { useAddToMyPractices, useMyPractices } from './api';

/** Signed in: adds the practice to the user's list (once). Signed out: invites them to join. */
export function AddToMyPractices({ practiceId, practiceName }: { practiceId: string; practiceName: string }) {
  const { isAuthenticated, isLoading } = useAuth();
  const mine = useMyPractices();
  const add = useAddToMyPractices();
  if (isLoading) return null;
  if (!isAuthenticated) {
    return (
      <ButtonLink to="/auth" variant="outline">
        <Plus className="h-4 w-4" aria-hidden="true" /> Sign in to save this practice
      </ButtonLink>
    );
  }
  const isAdded = add.isSuccess || (mine.data ?? []).some((practice) => practice.practiceId === practiceId);
  if (isAdded) {
    return (
      <p
        role="status"
        className="inline-flex h-11 items-center gap-2 rounded-lg bg-emerald-50 px-4 text-sm font-semibold text-emerald-900"
      >
        <Check className="h-4 w-4" aria-hidden="true" /> In my practices
      </p>
    );
  }
  return (
    <Button
      variant="outline"
      disabled={add.isPending || mine.isLoading}
      onClick={() =>
        add.mutate(practiceId, {
          onSuccess: () =>
            toast({
              title: 'Added to My Practices',
              description: `${practiceName} is now on your dashboard.`,
            }),
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: 'Could not add practice',
              description: errorMessage(error, 'Please try again.'),
            }),
        })
      }
    >
      <Plus className="h-4 w-4" aria-hidden="true" />
      {add.isPending ? 'Adding...' : 'Add to my practices'}
    </Button>
  );
}
