import { Bell as BellIcon, Pause, Play, RotateCcw, Timer } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { TPracticeSession, TUserPractice } from '../../../common/contracts/practices';
import { DEFAULT_SESSION_RATING, RATING_LABELS } from '../../../common/session-labels';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Label } from '../../components/ui/input';
import { apiRequest, errorMessage } from '../../lib/api-client';
import { useAuth } from '../auth/api';
import { useAddToMyPractices } from './api';
import { Bell } from './bell';
import { formatClock, useCountdown } from './use-countdown';

const DURATION_CHOICES = [1, 3, 5, 10, 15, 20, 30, 45, 60];
const BELL_CHOICES = [
  { minutes: 0, label: 'Only at the end' },
  { minutes: 1, label: 'Every minute' },
  { minutes: 2, label: 'Every 2 minutes' },
  { minutes: 5, label: 'Every 5 minutes' },
];
const selectClass = 'h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900';

function NumberSelect(props: {
  label: string;
  value: number;
  options: Array<{ value: number; label: string }>;
  disabled?: boolean;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{props.label}</Label>
      <select
        id={id}
        className={selectClass}
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(Number(event.target.value))}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A practice timer: start, pause, reset, a bell at intervals and at the end, then an offer to record. */
export function PracticeTimer({
  practiceId,
  practiceName,
  suggestedMinutes,
}: {
  practiceId: string;
  practiceName: string;
  suggestedMinutes: number;
}) {
  const ids = useId();
  const initial = DURATION_CHOICES.includes(suggestedMinutes) ? suggestedMinutes : 10;
  const [minutes, setMinutes] = useState(initial);
  const [bellEvery, setBellEvery] = useState(0);
  const bell = useRef(new Bell());
  useEffect(() => {
    const current = bell.current;
    return () => current.close();
  }, []);
  const countdown = useCountdown(minutes * 60_000, {
    intervalMs: bellEvery * 60_000,
    onInterval: () => bell.current.ring(),
    onFinish: () => bell.current.ring(),
  });
  const { status } = countdown;
  const progress = 1 - countdown.remainingMs / (minutes * 60_000);

  return (
    <section aria-labelledby={`${ids}-title`} className="rounded-2xl border border-violet-200 bg-white p-6">
      <h3 id={`${ids}-title`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Timer className="h-5 w-5 text-violet-700" aria-hidden="true" /> Practice timer
      </h3>
      <div className="mt-4 flex flex-wrap gap-4">
        <NumberSelect
          label="Length"
          value={minutes}
          options={DURATION_CHOICES.map((choice) => ({ value: choice, label: `${choice} min` }))}
          disabled={status !== 'idle'}
          onChange={setMinutes}
        />
        <NumberSelect
          label="Bell"
          value={bellEvery}
          options={BELL_CHOICES.map((choice) => ({ value: choice.minutes, label: choice.label }))}
          disabled={status !== 'idle'}
          onChange={setBellEvery}
        />
      </div>

      <div className="mt-6 flex flex-wrap items-center gap-6">
        <p
          role="timer"
          aria-label={`Time remaining for ${practiceName}`}
          className="font-mono text-5xl font-semibold text-slate-900 tabular-nums"
        >
          {formatClock(countdown.remainingMs)}
        </p>
        <div className="flex flex-wrap gap-2">
          {status === 'idle' && (
            <Button
              onClick={() => {
                bell.current.unlock();
                bell.current.ring();
                countdown.start();
              }}
            >
              <Play className="h-4 w-4" aria-hidden="true" /> Start
            </Button>
          )}
          {status === 'running' && (
            <Button onClick={countdown.pause}>
              <Pause className="h-4 w-4" aria-hidden="true" /> Pause
            </Button>
          )}
          {status === 'paused' && (
            <Button onClick={countdown.resume}>
              <Play className="h-4 w-4" aria-hidden="true" /> Resume
            </Button>
          )}
          {status !== 'idle' && (
            <Button variant="outline" onClick={countdown.reset}>
              <RotateCcw className="h-4 w-4" aria-hidden="true" /> Reset
            </Button>
          )}
        </div>
      </div>
      <div className="mt-4 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
        <div
          className="h-full rounded-full bg-violet-600 transition-[width]"
          style={{ width: `${Math.round(progress * 100)}%` }}
        />
      </div>
      {bellEvery > 0 && status !== 'idle' && (
        <p className="mt-2 flex items-center gap-1 text-sm text-slate-700">
          <BellIcon className="h-4 w-4" aria-hidden="true" /> A bell every {bellEvery} minute
          {bellEvery > 1 ? 's' : ''}
        </p>
      )}
      {status === 'finished' && (
        <SessionComplete practiceId={practiceId} practiceName={practiceName} minutes={minutes} />
      )}
    </section>
  );
}

function SessionComplete({
  practiceId,
  practiceName,
  minutes,
}: {
  practiceId: string;
  practiceName: string;
  minutes: number;
}) {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) {
    return (
      <Alert tone="success" className="mt-6">
        <p className="font-semibold">Session complete. Well done.</p>
        <p className="mt-1">
          <Link to="/auth" className="font-semibold underline">
            Sign in or create an account
          </Link>{' '}
          to keep a record of your sessions and see your progress.
        </p>
      </Alert>
    );
  }
  return <RecordSessionOffer practiceId={practiceId} practiceName={practiceName} minutes={minutes} />;
}

/** Records the finished session on the user's copy of this practice (added to their list if needed). */
function RecordSessionOffer({
  practiceId,
  practiceName,
  minutes,
}: {
  practiceId: string;
  practiceName: string;
  minutes: number;
}) {
  const ids = useId();
  const addToMine = useAddToMyPractices();
  const [duration, setDuration] = useState(String(minutes));
  const [rating, setRating] = useState(DEFAULT_SESSION_RATING);
  const [notes, setNotes] = useState('');
  const [recorded, setRecorded] = useState<TPracticeSession | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const durationValue = Number(duration);
  const isDurationValid = Number.isInteger(durationValue) && durationValue >= 1;

  if (recorded) {
    return (
      <Alert tone="success" className="mt-6">
        Recorded {recorded.duration} minutes of {practiceName}. You will find it in My Practices on your
        dashboard.
      </Alert>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isDurationValid) return;
    setSaving(true);
    setProblem(null);
    try {
      const mine: TUserPractice = await addToMine.mutateAsync(practiceId);
      setRecorded(
        await apiRequest<TPracticeSession>('POST', '/api/practices/sessions', {
          practiceId: mine.id,
          duration: durationValue,
          rating,
          notes,
        }),
      );
    } catch (error) {
      setProblem(errorMessage(error, 'We could not record this session. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      onSubmit={submit}
      className="mt-6 grid gap-4 rounded-xl border border-emerald-200 bg-emerald-50 p-5"
      aria-label="Record this session"
    >
      <p className="font-semibold text-emerald-950">Session complete. Would you like to record it?</p>
      <div className="flex flex-wrap gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-duration`}>Minutes practised</Label>
          <input
            id={`${ids}-duration`}
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={duration}
            onChange={(event) => setDuration(event.target.value)}
            className={`${selectClass} w-28`}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-rating`}>How was it?</Label>
          <select
            id={`${ids}-rating`}
            className={selectClass}
            value={rating}
            onChange={(event) => setRating(Number(event.target.value))}
          >
            {[5, 4, 3, 2, 1].map((value) => (
              <option key={value} value={value}>
                {value} – {RATING_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${ids}-notes`}>Notes (optional)</Label>
        <textarea
          id={`${ids}-notes`}
          value={notes}
          maxLength={2000}
          rows={3}
          onChange={(event) => setNotes(event.target.value)}
          className="rounded-lg border border-slate-300 bg-white p-3 text-base text-slate-900"
        />
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
      <Button type="submit" disabled={!isDurationValid || isSaving} className="justify-self-start">
        {isSaving ? 'Recording...' : 'Record Session'}
      </Button>
    </form>
  );
}
