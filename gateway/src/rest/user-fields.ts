/** The spec's client user model, as every REST shim returns it. */
export const USER_FIELDS = 'id name username email emailVerified image bio bioLink profileURL followers following createdAt updatedAt suspended role';
