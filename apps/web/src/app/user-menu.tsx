import { useState } from 'react';
import { Badge, Button, Menu } from '@mantine/core';
import { IconChevronDown, IconKey, IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@app/domain';
import { logout } from '../lib/session';
import { PasswortDialog } from './passwort-dialog';

export function UserMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const [passwort, setPasswort] = useState(false);
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="subtle"
            color="gray"
            rightSection={<IconChevronDown size={14} aria-hidden />}
            aria-label={`Benutzermenü ${user.name}`}
          >
            {user.name}
            {user.originalUser && (
              <Badge ml="xs" color="orange" size="sm">
                als {user.email}
              </Badge>
            )}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{user.email}</Menu.Label>
          {user.originalUser && <Menu.Label>Original: {user.originalUser.email}</Menu.Label>}
          {/* Not while acting as another user: their password is theirs alone. */}
          {!user.originalUser && (
            <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={() => setPasswort(true)}>
              Passwort ändern
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={<IconLogout size={16} aria-hidden />}
            onClick={() => void logout().finally(() => navigate('/login', { replace: true }))}
          >
            Abmelden
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <PasswortDialog opened={passwort} onClose={() => setPasswort(false)} />
    </>
  );
}
