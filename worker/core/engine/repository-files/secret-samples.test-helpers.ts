// Secrets in these fixtures are made up but shaped like real ones; the tests check none leaks.
export const AWS_KEY = 'AKIA' + 'Q3EGXUZ7TNB4WV2K';
export const GITHUB_TOKEN = 'ghp_' + 'k3J9xQ2mZ8vB4nR7tY1wE5uI0oP6aS3dF9gH';
export const PRIVATE_KEY_BODY = 'MIIEowIBAAKCAQEAx8Vq3ZrN9pL2wT5yK8mB1cF4hJ7dG0sA6eR3uY9iO2pQ5zX8';
export const API_KEY_VALUE = 'sk9Fq2LmZ7xR4tW8vB3nY6cH1jK5pD0s';
