import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IosShareIcon from '@mui/icons-material/IosShare';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Box, Button, Stack, Typography } from '@mui/material';
import { shareText, whatsAppShareUrl } from '../../../shared/events/event-links';
import type { Team } from '../../../shared/teams/schemas';
import { readableOutlinedButtonSx } from '../events/readable-buttons';
import { toast } from '../toast';
import { absoluteJoinUrl } from './team-format';
import { t } from '../../i18n/i18n';

/**
 * The captain's (or host's) way to bring players in: the join link to copy, send on WhatsApp or
 * through the phone's share sheet, and the code itself, large, to read out.
 */
export function ShareLinkBox({ team }: { team: Team }) {
  const url = absoluteJoinUrl(team);
  const title = t('teams.share.subject', {
    team: team.team_name,
    event: team.event_details.title,
  });
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('teams.share.copied'));
    } catch {
      // No clipboard (an insecure page, a refused permission): the link is on the page.
      toast.error(t('teams.share.notCopied'));
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title, text: title, url });
    } catch (err) {
      // Closed by the user: nothing to say. Refused: Copy and WhatsApp are right there.
      if (!(err instanceof DOMException && err.name === 'AbortError'))
        toast.error(t('teams.share.noSheet'));
    }
  };

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="body2" color="text.secondary">
          {t('teams.share.code')}
        </Typography>
        <Typography
          data-testid="join-code"
          sx={{
            fontFamily: 'monospace',
            fontWeight: 800,
            fontSize: { xs: '1.75rem', sm: '2.25rem' },
            letterSpacing: '0.15em',
            lineHeight: 1.2,
          }}
        >
          {team.join_code}
        </Typography>
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary" id="join-link-label">
          {t('teams.share.link')}
        </Typography>
        <Typography
          aria-labelledby="join-link-label"
          data-testid="join-link"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere', userSelect: 'all' }}
        >
          {url}
        </Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={() => void copy()}
          sx={readableOutlinedButtonSx}
        >
          {t('teams.share.copy')}
        </Button>
        <Button
          variant="contained"
          color="success"
          startIcon={<WhatsAppIcon />}
          component="a"
          href={whatsAppShareUrl(shareText(title, url))}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('teams.share.whatsApp')}
        </Button>
        {canShare && (
          <Button
            variant="outlined"
            startIcon={<IosShareIcon />}
            onClick={() => void share()}
            sx={readableOutlinedButtonSx}
          >
            {t('teams.share.more')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
