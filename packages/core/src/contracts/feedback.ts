import { z } from 'zod';

/** Spec §9: the five feedback types, and 'Contacto' for the contact form's messages. */
export const FEEDBACK_TYPES = [
  'Sugestão de Conteúdo',
  'Problema Técnico',
  'Melhoria de Interface',
  'Erro em Questão',
  'Nova Funcionalidade',
] as const;
export const CONTACT_TYPE = 'Contacto';

/** Spec §2 /contactos subjects. */
export const CONTACT_SUBJECTS = [
  'Sugestão',
  'Dúvida sobre o site',
  'Dúvida sobre perguntas',
  'Parceria',
  'Publicidade',
  'Outro assunto',
] as const;

export const URGENCIES = ['low', 'normal', 'high'] as const;
export const URGENCY_LABELS = { low: 'Baixa', normal: 'Normal', high: 'Alta' } as const;

const short = (max: number) => z.string().trim().max(max);

/** Spec §3 feedback metadata: device, page and preferences, as the browser reports them. */
export const FeedbackMetadataSchema = z
  .object({
    timestamp: short(40).optional(),
    device: z
      .object({
        screenSize: z.string().regex(/^\d{1,5}x\d{1,5}$/, 'largura x altura'),
        userAgent: short(500),
        platform: short(100),
        language: short(35),
      })
      .partial()
      .optional(),
    url: short(500).optional(),
    userPreferences: z
      .object({ language: short(35), theme: z.enum(['light', 'dark']) })
      .partial()
      .optional(),
    /** «Reportar esta pergunta»: the question the message is about, as the page named it. */
    question: z
      .object({ id: z.number().int().positive(), label: short(200) })
      .strict()
      .optional(),
  })
  .strict();

export const MESSAGE_MAX = 5000;

/** What a student writes to the team (feedback, contact, Centro de ajuda): the same rule. */
const messageText = z
  .string()
  .trim()
  .min(1, 'Escreve a mensagem.')
  .max(MESSAGE_MAX, 'A mensagem é demasiado longa.');

export const CreateFeedbackSchema = z
  .object({
    type: z.enum(FEEDBACK_TYPES, { error: 'Escolhe o tipo de feedback.' }),
    message: messageText,
    urgency: z.enum(URGENCIES).default('normal'),
    timestamp: short(40).optional(),
    metadata: FeedbackMetadataSchema.default({}),
  })
  .strict();
export type CreateFeedback = z.input<typeof CreateFeedbackSchema>;

/** The contact form (going beyond the spec: it is stored like feedback, type 'Contacto'). */
export const CreateContactSchema = z
  .object({
    subject: z.enum(CONTACT_SUBJECTS, { error: 'Escolhe o assunto.' }),
    name: z.string().trim().min(1, 'Indica o teu nome.').max(120),
    email: z.email({ error: 'Indica um email válido.' }),
    message: messageText,
  })
  .strict();
export type CreateContact = z.infer<typeof CreateContactSchema>;

/** Settings → Centro de ajuda: a signed-in student's message, stored as feedback of type 'Suporte'. */
export const SUPPORT_TYPE = 'Suporte';
export const SUPPORT_SUBJECTS = [
  'Dúvida sobre a conta',
  'Dúvida sobre os testes',
  'Problema técnico',
  'Outro assunto',
] as const;

export const CreateSupportSchema = z
  .object({
    subject: z.enum(SUPPORT_SUBJECTS, { error: 'Escolhe o assunto.' }),
    message: messageText,
  })
  .strict();
export type CreateSupport = z.infer<typeof CreateSupportSchema>;

export const FeedbackCreatedSchema = z.object({ id: z.string(), status: z.literal('pending') });
