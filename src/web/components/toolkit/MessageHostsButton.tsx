import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import { Button } from '@mui/material';
import { useState } from 'react';
import { readableOutlinedButtonSx } from '../events/readable-buttons';
import { MessageDialog } from './MessageDialog';

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
        Message all hosts
      </Button>
      {writing && (
        <MessageDialog
          target={{ kind: 'hosts' }}
          title="Message all hosts"
          onClose={() => setWriting(false)}
        />
      )}
    </>
  );
}
