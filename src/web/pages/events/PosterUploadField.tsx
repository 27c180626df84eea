import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { Box, FormHelperText, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import { useController, type Control } from 'react-hook-form';
import { POSTER_ACCEPT, useUploadPoster } from '../../api/uploads';
import { LoadingButton } from '../../components/LoadingButton';
import { PosterImage } from '../../components/events/PosterImage';
import { readableOutlinedButtonSx } from '../../components/events/readable-buttons';
import { t } from '../../i18n/i18n';
import type { EventFormOutput, EventFormValues } from './event-form-values';

/**
 * The poster: pick a JPEG, PNG or GIF, it uploads at once (toasting the outcome, §5) and the
 * form keeps its URL. The file input stays focusable (visually hidden), so the keyboard works.
 */
export function PosterUploadField({
  control,
  disabled,
}: {
  control: Control<EventFormValues, unknown, EventFormOutput>;
  disabled?: boolean;
}) {
  const { field, fieldState } = useController({ control, name: 'poster' });
  const upload = useUploadPoster();
  const inputRef = useRef<HTMLInputElement>(null);
  const poster = typeof field.value === 'string' ? field.value : '';
  const error = fieldState.error?.message;

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const uploaded = await upload.mutateAsync(file);
    if (inputRef.current) inputRef.current.value = ''; // choosing the same file again re-uploads
    if (uploaded) field.onChange(uploaded.url);
    field.onBlur();
  };

  return (
    <Stack spacing={1.5}>
      <Box
        sx={{
          borderRadius: 3,
          overflow: 'hidden',
          border: '2px dashed',
          borderColor: error ? 'error.main' : poster ? 'transparent' : 'divider',
          bgcolor: 'background.default',
          maxWidth: 480,
        }}
      >
        {poster ? (
          <PosterImage poster={poster} alt={t('hostEvents.poster.preview')} eager />
        ) : (
          <Box
            sx={{
              aspectRatio: '3 / 2',
              display: 'grid',
              placeItems: 'center',
              textAlign: 'center',
              p: 2,
              color: 'text.secondary',
            }}
          >
            <Box>
              <CloudUploadIcon sx={{ fontSize: 40, color: 'primary.main' }} />
              <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>
                {t('hostEvents.poster.none')}
              </Typography>
              <Typography variant="body2">{t('hostEvents.poster.formats')}</Typography>
            </Box>
          </Box>
        )}
      </Box>
      <Box>
        {/* A real button opens the (visually hidden) file input: no control nested in another. */}
        <LoadingButton
          variant="outlined"
          loading={upload.isPending}
          disabled={disabled}
          startIcon={<CloudUploadIcon />}
          onClick={() => inputRef.current?.click()}
          sx={readableOutlinedButtonSx}
        >
          {t(poster ? 'hostEvents.poster.change' : 'hostEvents.poster.upload')}
        </LoadingButton>
        <Box
          component="input"
          ref={inputRef}
          type="file"
          name={field.name}
          accept={POSTER_ACCEPT}
          aria-label={t('hostEvents.poster.input')}
          aria-invalid={Boolean(error)}
          tabIndex={-1}
          disabled={disabled || upload.isPending}
          onChange={(e: React.ChangeEvent<HTMLInputElement>) => void onFile(e.target.files?.[0])}
          sx={{
            position: 'absolute',
            // Pixels: MUI reads a bare 1 as 100%, which stretched the page sideways.
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            clipPath: 'inset(50%)',
            whiteSpace: 'nowrap',
            opacity: 0,
          }}
        />
        {error && <FormHelperText error>{error}</FormHelperText>}
      </Box>
    </Stack>
  );
}
