import bcrypt from 'bcryptjs';

export const PASSWORD_ROUNDS = 10;

export const hashPassword = (password: string): Promise<string> => bcrypt.hash(password, PASSWORD_ROUNDS);
