import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import {
  Box,
  Button,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
  type TextFieldProps,
} from '@mui/material';
import { useId, useState } from 'react';
import type { Decision, StructuredScoring } from '../../../shared/competition/scores';
import { t } from '../../i18n/i18n';
import {
  MAX_SETS,
  boutLevel,
  decisionLabel,
  oversProblem,
  type InningsDraft,
  type Pair,
  type ScoreDraft,
} from './score-form';

const DECISIONS: Decision[] = ['points', 'technical_superiority', 'fall'];

/** A whole number typed on a phone: the number pad, no suggestions. */
function NumberField({
  value,
  onChange,
  max = 3,
  ...props
}: Omit<TextFieldProps, 'onChange'> & {
  value: string;
  onChange: (v: string) => void;
  max?: number;
}) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: max, autoComplete: 'off' },
      }}
      fullWidth
    />
  );
}

const heading = { fontWeight: 700, mb: 1 } as const;

/** Two numbers, one for each side, labelled with the sides' names. */
function PairFields({
  pair,
  names,
  onChange,
}: {
  pair: Pair;
  names: [string, string];
  onChange: (pair: Pair) => void;
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: 1.5 }}>
      <NumberField label={names[0]} value={pair[0]} onChange={(v) => onChange([v, pair[1]])} />
      <NumberField label={names[1]} value={pair[1]} onChange={(v) => onChange([pair[0], v])} />
    </Box>
  );
}

function SetsFields({
  draft,
  names,
  onChange,
}: {
  draft: ScoreDraft;
  names: [string, string];
  onChange: (draft: ScoreDraft) => void;
}) {
  const label = useId();
  const setSets = (sets: Pair[]) => onChange({ ...draft, sets });
  return (
    <Box role="group" aria-labelledby={label}>
      <Typography id={label} variant="subtitle1" sx={heading}>
        {t('competition.score.sets')}
      </Typography>
      <Stack spacing={1.5}>
        {draft.sets.map((set, i) => (
          <Box
            // A set is its number: removing one renumbers those after it.
            key={i}
            role="group"
            aria-label={t('competition.score.set', { number: i + 1 })}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto minmax(0, 1fr) minmax(0, 1fr) auto',
              gap: 1,
              alignItems: 'center',
            }}
          >
            <Typography
              aria-hidden
              variant="body2"
              sx={{ fontWeight: 700, minWidth: 44, whiteSpace: 'nowrap' }}
            >
              {t('competition.score.set', { number: i + 1 })}
            </Typography>
            <NumberField
              label={names[0]}
              value={set[0]}
              max={2}
              onChange={(v) => setSets(draft.sets.map((s, j) => (j === i ? [v, s[1]] : s)))}
            />
            <NumberField
              label={names[1]}
              value={set[1]}
              max={2}
              onChange={(v) => setSets(draft.sets.map((s, j) => (j === i ? [s[0], v] : s)))}
            />
            <IconButton
              aria-label={t('competition.score.removeSet', { number: i + 1 })}
              disabled={draft.sets.length <= 1}
              onClick={() => setSets(draft.sets.filter((_, j) => j !== i))}
            >
              <DeleteOutlinedIcon />
            </IconButton>
          </Box>
        ))}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        disabled={draft.sets.length >= MAX_SETS}
        onClick={() => setSets([...draft.sets, ['', '']])}
        sx={{ mt: 1 }}
      >
        {t('competition.score.addSet')}
      </Button>
    </Box>
  );
}

function InningsFields({
  draft,
  names,
  quota,
  showErrors,
  onChange,
}: {
  draft: ScoreDraft;
  names: [string, string];
  quota: number | undefined;
  showErrors: boolean;
  onChange: (draft: ScoreDraft) => void;
}) {
  const id = useId();
  const [left, setLeft] = useState<Set<number>>(new Set());
  const setInnings = (i: number, change: Partial<InningsDraft>) =>
    onChange({
      ...draft,
      innings: draft.innings.map((inn, j) => (j === i ? { ...inn, ...change } : inn)) as [
        InningsDraft,
        InningsDraft,
      ],
    });
  return (
    <Stack spacing={2}>
      {draft.innings.map((innings, i) => {
        const problem =
          showErrors || left.has(i)
            ? oversProblem(innings.overs, { oversPerInnings: quota })
            : null;
        return (
          <Box key={i} role="group" aria-labelledby={`${id}-${i}`}>
            <Typography
              id={`${id}-${i}`}
              variant="subtitle1"
              sx={{ ...heading, overflowWrap: 'anywhere' }}
            >
              {names[i]}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: {
                  xs: 'minmax(0, 1fr) minmax(0, 1fr)',
                  sm: 'minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.4fr)',
                },
                gap: 1.5,
              }}
            >
              <NumberField
                label={t('competition.score.runs')}
                value={innings.runs}
                onChange={(v) => setInnings(i, { runs: v })}
              />
              <NumberField
                label={t('competition.score.wickets')}
                value={innings.wickets}
                max={2}
                onChange={(v) => setInnings(i, { wickets: v })}
              />
              <TextField
                label={t('competition.score.overs')}
                value={innings.overs}
                onChange={(e) => setInnings(i, { overs: e.target.value })}
                onBlur={() => setLeft((l) => new Set(l).add(i))}
                error={problem !== null}
                helperText={problem ?? t('competition.score.oversHelp', { quota: quota ?? 'none' })}
                slotProps={{
                  htmlInput: { inputMode: 'decimal', maxLength: 5, autoComplete: 'off' },
                }}
                sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
                fullWidth
              />
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}

function PointsFields({
  draft,
  names,
  onChange,
}: {
  draft: ScoreDraft;
  names: [string, string];
  onChange: (draft: ScoreDraft) => void;
}) {
  const label = useId();
  const whoWon = useId();
  const askWinner = draft.decision === 'fall' || boutLevel(draft);
  return (
    <Stack spacing={2}>
      <Box role="group" aria-labelledby={label}>
        <Typography id={label} variant="subtitle1" sx={heading}>
          {t('competition.score.points')}
        </Typography>
        <PairFields
          pair={draft.points}
          names={names}
          onChange={(points) => onChange({ ...draft, points })}
        />
      </Box>
      <TextField
        select
        label={t('competition.score.decision')}
        value={draft.decision}
        onChange={(e) => onChange({ ...draft, decision: e.target.value as Decision })}
        fullWidth
      >
        {DECISIONS.map((d) => (
          <MenuItem key={d} value={d}>
            {decisionLabel(d)}
          </MenuItem>
        ))}
      </TextField>
      {askWinner && (
        <Box role="group" aria-labelledby={whoWon}>
          <Typography id={whoWon} variant="subtitle1" sx={heading}>
            {t('competition.score.whoWon')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {([0, 1] as const).map((side) => (
              <Button
                key={side}
                variant={draft.boutWinner === side ? 'contained' : 'outlined'}
                color={draft.boutWinner === side ? 'primary' : 'inherit'}
                aria-pressed={draft.boutWinner === side}
                onClick={() => onChange({ ...draft, boutWinner: side })}
                sx={{ minHeight: 48, flex: 1, overflowWrap: 'anywhere' }}
              >
                {names[side]}
              </Button>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}

/**
 * The score of a sport scored in sets, goals, innings or points (issue 30): the fields of its
 * form, each side's labelled with its name; number pads on a phone.
 */
export function ScoreFields({
  scoring,
  draft,
  names,
  quota,
  showErrors,
  onChange,
}: {
  scoring: StructuredScoring;
  draft: ScoreDraft;
  names: [string, string];
  /** Cricket: overs per innings, when the draw has them. */
  quota: number | undefined;
  /** After a save was tried: every field says what is wrong with it. */
  showErrors: boolean;
  onChange: (draft: ScoreDraft) => void;
}) {
  const goals = useId();
  switch (scoring) {
    case 'sets':
      return <SetsFields draft={draft} names={names} onChange={onChange} />;
    case 'goals':
      return (
        <Box role="group" aria-labelledby={goals}>
          <Typography id={goals} variant="subtitle1" sx={heading}>
            {t('competition.score.goals')}
          </Typography>
          <PairFields
            pair={draft.goals}
            names={names}
            onChange={(pair) => onChange({ ...draft, goals: pair })}
          />
        </Box>
      );
    case 'innings':
      return (
        <InningsFields
          draft={draft}
          names={names}
          quota={quota}
          showErrors={showErrors}
          onChange={onChange}
        />
      );
    default:
      return <PointsFields draft={draft} names={names} onChange={onChange} />;
  }
}
