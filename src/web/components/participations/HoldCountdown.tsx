import TimerIcon from '@mui/icons-material/TimerOutlined';
import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import { t } from '../../i18n/i18n';

/** "14:05" for the time left until `until` (never negative). */
export function timeLeft(until: Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((until.getTime() - now.getTime()) / 1000));
  const m = Math.floor(seconds / 60);
  return `${m}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The place a checkout holds (issue 15), counting down each second; once the time is up it says
 * the place may have gone (paying still works if one is free).
 */
export function HoldCountdown({ until }: { until: string }) {
  const end = new Date(until);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const over = now >= end;
  return (
    <Alert severity={over ? 'warning' : 'info'} icon={<TimerIcon />} data-testid="hold-countdown">
      {over ? t('participate.hold.over') : t('participate.hold.left', { time: timeLeft(end, now) })}
    </Alert>
  );
}
