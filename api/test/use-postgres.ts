// Jest setup file of the "api (PostgreSQL)" project: the same suite, on a real server.
process.env.DATABASE_URL = process.env.VIGIL_TEST_DATABASE_URL;
