import { Box, Button, Typography } from '@mui/material';
import { useCallback, type ReactNode } from 'react';
import { activeFilterCount, type EventSearch } from '../../../shared/events/search';
import { useSportOptions } from '../../api/events';
import { t } from '../../i18n/i18n';
import { controlSx } from './control-sx';
import type { FilterPanelProps } from './filter-panel-props';
import { useAddressText } from './use-event-search';

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Typography
        component="label"
        htmlFor={id}
        variant="body2"
        sx={{ fontWeight: 600, color: 'text.secondary' }}
      >
        {label}
      </Typography>
      {children}
    </Box>
  );
}

function Check(props: {
  name: 'open' | 'include_past';
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Box
      component="label"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 44,
        cursor: 'pointer',
      }}
    >
      <Box
        component="input"
        type="checkbox"
        name={props.name}
        value="true"
        checked={props.checked}
        onChange={(e) => props.onChange(e.currentTarget.checked)}
        sx={{ width: 20, height: 20, m: 0, accentColor: '#B34D0A', cursor: 'pointer' }}
      />
      <Typography component="span">{props.label}</Typography>
    </Box>
  );
}

/**
 * The /events filters: sport, city, dates, fee, order, open now and past events. Each change goes
 * to the page's address at once (the city after a pause, or on Enter). Inputs carry their query
 * names, so in the server's drawing they work as a plain GET form before the app takes over.
 */
export default function EventFilterPanel({ search, update, clear }: FilterPanelProps) {
  const sports = useSportOptions();
  const city = useAddressText(
    search.city ?? '',
    useCallback((text: string) => update({ city: text }), [update]),
  );
  const count = activeFilterCount(search);
  const chosenSport = search.sports_id ?? '';
  const sportOptions = sports.data ?? [];

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' },
        columnGap: 2,
        rowGap: 1.5,
      }}
    >
      <Field id="filter-sport" label={t('events.filter.sport')}>
        <Box
          component="select"
          id="filter-sport"
          name="sports_id"
          value={chosenSport}
          onChange={(e) => update({ sports_id: e.currentTarget.value || undefined })}
          sx={controlSx}
        >
          <option value="">{t('events.filter.allSports')}</option>
          {sportOptions.map((s) => (
            <option key={s.id} value={s.id}>
              {s.sports_name}
            </option>
          ))}
          {chosenSport && !sportOptions.some((s) => s.id === chosenSport) && (
            <option value={chosenSport}>{t('events.filter.chosenSport')}</option>
          )}
        </Box>
      </Field>
      <Field id="filter-city" label={t('events.filter.city')}>
        <Box
          component="input"
          id="filter-city"
          name="city"
          placeholder={t('events.filter.anyCity')}
          autoComplete="address-level2"
          maxLength={100}
          value={city.text}
          onChange={(e) => city.setText(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') city.flush();
          }}
          sx={controlSx}
        />
      </Field>
      <Field id="filter-from" label={t('events.filter.from')}>
        <Box
          component="input"
          type="date"
          id="filter-from"
          name="from"
          value={search.from ?? ''}
          max={search.to}
          onChange={(e) => update({ from: e.currentTarget.value || undefined })}
          sx={controlSx}
        />
      </Field>
      <Field id="filter-to" label={t('events.filter.to')}>
        <Box
          component="input"
          type="date"
          id="filter-to"
          name="to"
          value={search.to ?? ''}
          min={search.from}
          onChange={(e) => update({ to: e.currentTarget.value || undefined })}
          sx={controlSx}
        />
      </Field>
      <Field id="filter-fee" label={t('events.entryFee')}>
        <Box
          component="select"
          id="filter-fee"
          name="fee"
          value={search.fee ?? ''}
          onChange={(e) =>
            update({ fee: (e.currentTarget.value || undefined) as EventSearch['fee'] })
          }
          sx={controlSx}
        >
          <option value="">{t('events.filter.feeAny')}</option>
          <option value="free">{t('events.filter.free')}</option>
          <option value="paid">{t('events.filter.paid')}</option>
        </Box>
      </Field>
      <Field id="filter-sort" label={t('events.filter.sort')}>
        <Box
          component="select"
          id="filter-sort"
          name="sort"
          value={search.sort ?? 'soonest'}
          onChange={(e) => update({ sort: e.currentTarget.value as EventSearch['sort'] })}
          sx={controlSx}
        >
          <option value="soonest">{t('events.filter.soonest')}</option>
          <option value="newest">{t('events.filter.newest')}</option>
        </Box>
      </Field>
      <Box
        sx={{
          gridColumn: '1 / -1',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 3,
        }}
      >
        <Check
          name="open"
          label={t('events.filter.open')}
          checked={Boolean(search.open)}
          onChange={(checked) => update({ open: checked })}
        />
        <Check
          name="include_past"
          label={t('events.filter.past')}
          checked={Boolean(search.include_past)}
          onChange={(checked) => update({ include_past: checked })}
        />
        {(count > 0 || search.q) && (
          <Button onClick={clear} sx={{ ml: { md: 'auto' }, color: 'primary.dark' }}>
            {t('events.clearFilters')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
