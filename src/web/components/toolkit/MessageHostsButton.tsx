import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { readableOutlinedButtonSx } from '../events/readable-buttons';
import { MessageDialog } from './MessageDialog';
import { t } from '../../i18n/i18n';

/** An admin's "Message all hosts" (issue 27): every host that is not suspended gets one mail. */
export function MessageHostsButton() {
  const [writing, setWriting] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<CampaignOutlinedIcon />}
        onClick={() => setWriting(true)}
        sx={[readableOutlinedButtonSx, { alignSelf: 'flex-start' }]}
      >
        {t('toolkit.messages.toHosts')}
      </Button>
      {writing && (
        <MessageDialog
          target={{ kind: 'hosts' }}
          title={t('toolkit.messages.toHosts')}
          onClose={() => setWriting(false)}
        />
      )}
    </>
  );
}
