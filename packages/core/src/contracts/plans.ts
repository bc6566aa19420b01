import { z } from 'zod';
import { TARGET_GRADE } from '../plans';

/**
 * POST /api/plans (docs/api.md's names). Units may be named by number or by name; the spec's messages
 * for a missing date or no units come from the service, so the schema lets those through.
 */
export const CreatePlanSchema = z
  .object({
    disciplina: z.string().min(1).max(40),
    dataTeste: z.iso.date().optional(),
    nota: z
      .number()
      .int()
      .min(TARGET_GRADE.min)
      .max(TARGET_GRADE.max)
      .default(TARGET_GRADE.default),
    materiasSelecionadas: z
      .array(z.union([z.number().int().positive(), z.string().min(1).max(200)]))
      .max(30),
  })
  .strict();
export type CreatePlan = z.input<typeof CreatePlanSchema>;

export const UnitStatusSchema = z.enum(['locked', 'available', 'completed']);

export const PlanUnitSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Position on the plan's path, 1-based, in curriculum order. */
  number: z.number().int(),
  /** The unit's number in its subject (unidade). */
  unidade: z.number().int(),
  year: z.number().int(),
  mastery: z.number().int(),
  completed: z.boolean(),
  isUnlocked: z.boolean(),
  status: UnitStatusSchema,
  totalQuestions: z.number().int(),
  /** RESUMOS: the unit's key concepts, written by us (on GET /api/plans/:id). */
  keyPoints: z.array(z.string()).optional(),
});
export type PlanUnit = z.infer<typeof PlanUnitSchema>;

export const PlanSchema = z.object({
  id: z.string(),
  disciplina: z.string(),
  /** YYYY-MM-DD */
  dataTeste: z.string(),
  nota: z.number().int(),
  mastery: z.number().int(),
  criadoEm: z.string(),
  remainingHours: z.number().int(),
  units: z.array(PlanUnitSchema),
});
export type Plan = z.infer<typeof PlanSchema>;

export const PlanListSchema = z.object({ items: z.array(PlanSchema) });
export type PlanList = z.infer<typeof PlanListSchema>;
