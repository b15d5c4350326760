/**
 * The name an anonymised account is given, and a request's record once its 24 months are over
 * (docs/decisions/0054): stored data, not copy, so the same in every language.
 */
export const DELETED_MEMBER_NAME = { firstName: 'Deleted', lastName: 'member' } as const;
