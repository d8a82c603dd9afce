import { z } from 'zod';

// German default messages for every schema, on server and web alike.
z.config(z.locales.de());
