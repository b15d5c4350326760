import type { UserExistence } from '@gym/contracts/signup-lookup';
import type { UsersRepository } from '../../accounts/users';
import { userExistence } from './eligibility';

/** The e-mail step's look-ups: whether the person is known, and whether they may join online. */
export class SignupLookupService {
  constructor(private readonly users: UsersRepository) {}

  async checkUserExists(email: string): Promise<UserExistence> {
    return userExistence(await this.users.findByEmail(email));
  }

  /** The older check: true when any account already has the e-mail. */
  async isEmailTaken(email: string): Promise<boolean> {
    return (await this.users.findByEmail(email)).length > 0;
  }
}
