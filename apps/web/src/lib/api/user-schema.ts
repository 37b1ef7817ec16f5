// The user and login contracts of @rb/schema, imported by path so the schema index (and its
// resume samples) stays out of the chunks that only need these two.
export {
  authProviderSchema,
  loginResponse as loginResponseSchema,
  userSchema,
  type LoginResponse,
  type User,
} from '@rb/schema/contracts/user';
