import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams) => ({ level: env('LOG_LEVEL', 'http') });

export default config;
