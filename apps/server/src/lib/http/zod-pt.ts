import { z } from 'zod';
import { pt } from 'zod/locales';

// Validation messages in Portuguese wherever the server validates: API requests, content files,
// imports. Imported for this effect by the modules that define or apply schemas.
z.config(pt());
