import { Alert, Box, MenuItem, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import type { MessageKey } from '../../../shared/i18n/catalogs';
import { TEAM_ROLES, type TeamRole } from '../../../shared/participations/schemas';
import { FormTextField } from '../../components/form/FormTextField';
import { t } from '../../i18n/i18n';
import {
  teamRoleErrors,
  type ParticipantFormOutput,
  type ParticipantFormValues,
} from './participant-form';

type FormControl = Control<ParticipantFormValues, unknown, ParticipantFormOutput>;

type MemberNeeds = { dateOfBirth: boolean; gender: boolean };

const ROLE_LABEL: Record<TeamRole, MessageKey> = {
  Captain: 'participate.member.captain',
  'Vice Captain': 'participate.member.viceCaptain',
};

function MemberRow({
  control,
  index,
  duplicated,
  disabled,
  needs,
}: {
  control: FormControl;
  index: number;
  duplicated: boolean;
  disabled?: boolean;
  needs: MemberNeeds;
}) {
  const legendId = useId();
  return (
    <Paper
      component="fieldset"
      variant="outlined"
      aria-labelledby={legendId}
      disabled={disabled}
      sx={{ m: 0, p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
    >
      <Typography
        component="legend"
        id={legendId}
        sx={{ float: 'left', width: '100%', fontWeight: 700, mb: 1.5, p: 0 }}
      >
        {t('participate.player', { number: index + 1 })}
      </Typography>
      <Box
        sx={{
          clear: 'both',
          display: 'grid',
          gap: 1.5,
          // Two columns as soon as the row is wide enough, four on very wide screens.
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
        }}
      >
        <FormTextField
          control={control}
          name={`members.${index}.name`}
          label={t('participate.member.name')}
          required
          size="small"
          autoComplete={index === 0 ? 'name' : 'off'}
        />
        <FormTextField
          control={control}
          name={`members.${index}.email`}
          label={t('participate.member.email')}
          type="email"
          required
          size="small"
          autoComplete={index === 0 ? 'email' : 'off'}
        />
        <FormTextField
          control={control}
          name={`members.${index}.phone`}
          label={t('participate.member.phone')}
          type="tel"
          required
          size="small"
          autoComplete={index === 0 ? 'tel' : 'off'}
        />
        <FormTextField
          control={control}
          name={`members.${index}.role`}
          label={t('participate.member.role')}
          select
          size="small"
          sx={
            duplicated
              ? {
                  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'error.main' },
                  '& .MuiInputLabel-root': { color: 'error.main' },
                }
              : undefined
          }
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('participate.member.noRole')}</MenuItem>
          {TEAM_ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {t(ROLE_LABEL[role])}
            </MenuItem>
          ))}
        </FormTextField>
        {needs.dateOfBirth && (
          <FormTextField
            control={control}
            name={`members.${index}.date_of_birth`}
            label={t('participate.member.dateOfBirth')}
            type="date"
            required
            size="small"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        )}
        {needs.gender && (
          <FormTextField
            control={control}
            name={`members.${index}.gender`}
            label={t('participate.member.gender')}
            select
            required
            size="small"
          >
            <MenuItem value="male">{t('participate.member.male')}</MenuItem>
            <MenuItem value="female">{t('participate.member.female')}</MenuItem>
          </FormTextField>
        )}
      </Box>
    </Paper>
  );
}

/**
 * §2 team categories: Team Name and exactly one row per player, with the §5 role rule, and each
 * player's date of birth and gender where the category limits them (decision 015).
 */
export function ParticipantTeamFields({
  control,
  disabled,
  needs = { dateOfBirth: false, gender: false },
}: {
  control: FormControl;
  disabled?: boolean;
  /** The category limits age or gender: each member's date of birth or gender is asked. */
  needs?: MemberNeeds;
}) {
  const { fields } = useFieldArray({ control, name: 'members' });
  const members = useWatch({ control, name: 'members' }) ?? [];
  const { isSubmitted } = useFormState({ control });
  const roleErrors = teamRoleErrors(members, isSubmitted);
  const counts = new Map<string, number>();
  for (const m of members) {
    const role = (m?.role as string | null | undefined) ?? '';
    if (role) counts.set(role, (counts.get(role) ?? 0) + 1);
  }
  const isDuplicated = (index: number) => {
    const role = (members[index]?.role as string | null | undefined) ?? '';
    return Boolean(role) && (counts.get(role) ?? 0) > 1;
  };

  return (
    <Stack spacing={2}>
      <FormTextField
        control={control}
        name="team_name"
        label={t('participate.team.name')}
        required
        disabled={disabled}
      />
      <Typography variant="h5" component="h3">
        {t('participate.team.members', { count: fields.length })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: '4px !important' }}>
        {t(needs.dateOfBirth ? 'participate.team.rolesAndAges' : 'participate.team.roles')}
      </Typography>
      {fields.map((field, index) => (
        <MemberRow
          key={field.id}
          control={control}
          index={index}
          duplicated={isDuplicated(index)}
          disabled={disabled}
          needs={needs}
        />
      ))}
      {roleErrors.length > 0 && (
        <Alert severity="error">
          {roleErrors.map((text) => (
            <div key={text}>{text}</div>
          ))}
        </Alert>
      )}
    </Stack>
  );
}
