/** The answers every account form gives when a name or address belongs to someone else. */
export const USERNAME_TAKEN = 'Username already exists';
export const EMAIL_TAKEN = 'Email already exists';
export const USER_NOT_FOUND = 'User not found';
