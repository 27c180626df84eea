import { Alert, Box, MenuItem, Paper, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { TEAM_ROLES } from '../../../shared/participations/schemas';
import { FormTextField } from '../../components/form/FormTextField';
import {
  teamRoleErrors,
  type ParticipantFormOutput,
  type ParticipantFormValues,
} from './participant-form';

type FormControl = Control<ParticipantFormValues, unknown, ParticipantFormOutput>;

type MemberNeeds = { dateOfBirth: boolean; gender: boolean };

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
        Player {index + 1}
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
          label="Name"
          required
          size="small"
          autoComplete={index === 0 ? 'name' : 'off'}
        />
        <FormTextField
          control={control}
          name={`members.${index}.email`}
          label="Email"
          type="email"
          required
          size="small"
          autoComplete={index === 0 ? 'email' : 'off'}
        />
        <FormTextField
          control={control}
          name={`members.${index}.phone`}
          label="Phone"
          type="tel"
          required
          size="small"
          autoComplete={index === 0 ? 'tel' : 'off'}
        />
        <FormTextField
          control={control}
          name={`members.${index}.role`}
          label="Role"
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
          <MenuItem value="">None</MenuItem>
          {TEAM_ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {role}
            </MenuItem>
          ))}
        </FormTextField>
        {needs.dateOfBirth && (
          <FormTextField
            control={control}
            name={`members.${index}.date_of_birth`}
            label="Date of Birth"
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
            label="Gender"
            select
            required
            size="small"
          >
            <MenuItem value="male">Male</MenuItem>
            <MenuItem value="female">Female</MenuItem>
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
        label="Team Name"
        required
        disabled={disabled}
      />
      <Typography variant="h5" component="h3">
        Team members ({fields.length})
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: '4px !important' }}>
        Exactly one Captain and at most one Vice Captain; the organiser contacts the Captain first.
        {needs.dateOfBirth &&
          " Every member must be within the category's ages on the event's start date."}
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
