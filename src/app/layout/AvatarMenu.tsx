import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router-dom';
import { userDisplayName, userInitials, type CurrentUser } from '@/shared/auth/userDisplay';

// The sign-out question (and the device-data code behind it) loads when 'Log out' is pressed.
const SignOutDialog = lazy(() => import('./SignOutDialog').then((m) => ({ default: m.SignOutDialog })));

const ITEM = 'block w-full rounded-md px-3 py-2 text-left text-sm data-focus:bg-ink-100 dark:data-focus:bg-ink-800';

/** Signed-in avatar menu (spec §2). Loaded only once someone is signed in. */
export default function AvatarMenu({ user }: { user: CurrentUser }) {
  const name = userDisplayName(user);
  const [askSignOut, setAskSignOut] = useState(false);
  // A photo that fails to load (offline, revoked) falls back to the initials.
  const [photoFailed, setPhotoFailed] = useState(false);
  return (
    <>
      <Menu as="div" className="relative">
        <MenuButton
          className="grid size-10 place-items-center overflow-hidden rounded-full bg-ink-900 text-sm font-bold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blood-500 dark:bg-ink-100 dark:text-ink-950"
        >
          {/* The name is the button's text for screen readers; the initials are only drawn. An
              aria-label that hid visible initials would fail WCAG 2.5.3 (label in name). */}
          <span className="sr-only">Account menu for {name}</span>
          {user.photoURL && !photoFailed ? (
            <img src={user.photoURL} alt="" referrerPolicy="no-referrer" className="size-full object-cover" onError={() => setPhotoFailed(true)} />
          ) : (
            <span aria-hidden="true" data-testid="avatar-initials">
              {userInitials(user)}
            </span>
          )}
        </MenuButton>
        <MenuItems
          anchor="bottom end"
          className="z-50 mt-2 w-64 rounded-xl border border-ink-200 bg-white p-1 shadow-xl focus:outline-none dark:border-ink-700 dark:bg-ink-900"
        >
          <div className="px-3 py-2">
            <p className="truncate text-sm font-semibold">{name}</p>
            {user.email && <p className="truncate text-xs text-ink-600 dark:text-ink-300">{user.email}</p>}
          </div>
          <div className="my-1 h-px bg-ink-200 dark:bg-ink-700" />
          <MenuItem>
            <Link to="/profile" className={ITEM}>
              Profile
            </Link>
          </MenuItem>
          <MenuItem>
            <Link to="/settings" className={ITEM}>
              Settings
            </Link>
          </MenuItem>
          <MenuItem>
            <button
              type="button"
              className={ITEM}
              onClick={() => setAskSignOut(true)}
            >
              Log out
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      {askSignOut && (
        <Suspense fallback={null}>
          <SignOutDialog
            user={user}
            open={askSignOut}
            onClose={() => setAskSignOut(false)}
          />
        </Suspense>
      )}
    </>
  );
}
