import { Box, Stack } from '@mui/material';
import { useMatch, useNavigate } from 'react-router';
import type { PublicUser } from '../../../shared/users/user';
import { useHosts } from '../../api/hosts';
import { useDocumentTitle } from '../../components/catalog/use-document-title';
import { DataTable, type Column } from '../../components/DataTable';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { UserDetailsModal } from './UserDetailsModal';

const TITLE = 'Users Details';
const BASE = '/app/users';

const COLUMNS: Column<PublicUser>[] = [
  { key: 'name', header: 'Name', render: (u) => u.name },
  { key: 'email', header: 'Email', render: (u) => u.email },
  { key: 'phone', header: 'Phone Number', render: (u) => u.phone_number },
  { key: 'role', header: 'Role', render: (u) => u.role },
];

/** §2 /app/users (Admin): the hosts; users-details/{userId} opens one in a modal. */
export default function UsersPage() {
  const navigate = useNavigate();
  const hosts = useHosts();
  const details = useMatch(`${BASE}/users-details/:userId`);
  useDocumentTitle(TITLE);

  return (
    <Stack spacing={2}>
      <Box sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}>
        <DataTable
          title={TITLE}
          columns={COLUMNS}
          rows={hosts.data}
          rowKey={(u) => u.id}
          loading={hosts.isPending}
          onRowClick={(u) => navigate(`${BASE}/users-details/${u.id}`)}
        />
      </Box>
      <LoadMoreButton pages={hosts} />
      {details?.params.userId && (
        <UserDetailsModal userId={details.params.userId} onClose={() => navigate(BASE)} />
      )}
    </Stack>
  );
}
