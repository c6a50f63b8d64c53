import {
  productAnswerSchema,
  productCreateSchema,
  productIdParams,
  productListQuery,
  productPageSchema,
  productSchema,
  productUpdateSchema,
  stockAdjustmentAnswerSchema,
  stockAdjustmentCreateSchema,
  stockAdjustmentListQuery,
  stockAdjustmentPageSchema,
} from '@hotel/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { actorOf } from '../../http/auth.ts'
import { translate } from '../../http/messages/index.ts'
import { errorResponses } from '../../http/responses.ts'
import { staffListRoute } from '../../http/staff-list.ts'
import {
  adjustStock,
  createProduct,
  getProduct,
  listAdjustments,
  listProducts,
  updateProduct,
} from './service.ts'

const errors = errorResponses(401, 403, 404, 409, 422, 429)

/** Products sold as extras and their stock: /staff/products. */
export const inventoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  staffListRoute(app, '/staff/products', {
    permission: 'inventory.view',
    tag: 'inventory',
    summary:
      'Products with their stock and status (available while the stock is above zero): search by name, filter by category and status; paged',
    query: productListQuery,
    page: productPageSchema,
    errors,
    list: (query) => listProducts(db, query),
  })

  app.get(
    '/staff/products/:id',
    {
      config: { permission: 'inventory.view' },
      schema: {
        tags: ['inventory'],
        summary: 'One product',
        params: productIdParams,
        response: { 200: z.object({ data: productSchema }), ...errors },
      },
    },
    async (request) => ({ data: await getProduct(db, request.params.id) }),
  )

  app.post(
    '/staff/products',
    {
      config: { permission: 'inventory.manage' },
      schema: {
        tags: ['inventory'],
        summary:
          'Add a product: a unique name, a category, the price in cents; stock and total_cost together (the stock starts its history)',
        body: productCreateSchema,
        response: { 201: productAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const product = await createProduct(db, actorOf(request), request.body)
      reply.status(201)
      return { message: translate(request.locale, 'products.created', { name: product.name }), data: product }
    },
  )

  app.patch(
    '/staff/products/:id',
    {
      config: { permission: 'inventory.manage' },
      schema: {
        tags: ['inventory'],
        summary:
          'Rename a product, change its category, price or the cost of its stock; the stock itself moves only through adjustments',
        params: productIdParams,
        body: productUpdateSchema,
        response: { 200: productAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const product = await updateProduct(db, actorOf(request), request.params.id, request.body)
      return { message: translate(request.locale, 'products.updated', { name: product.name }), data: product }
    },
  )

  app.get(
    '/staff/products/:id/adjustments',
    {
      config: { permission: 'inventory.view' },
      schema: {
        tags: ['inventory'],
        summary: "The product's stock history, newest first, with who made each change; paged",
        params: productIdParams,
        querystring: stockAdjustmentListQuery,
        response: { 200: stockAdjustmentPageSchema, ...errors },
      },
    },
    async (request) => listAdjustments(db, request.params.id, request.query),
  )

  app.post(
    '/staff/products/:id/adjustments',
    {
      config: { permission: 'inventory.count' },
      schema: {
        tags: ['inventory'],
        summary:
          'Adjust the stock: restock adds `quantity`, waste removes it (never below zero), count sets the stock to `counted`',
        params: productIdParams,
        body: stockAdjustmentCreateSchema,
        response: { 201: stockAdjustmentAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await adjustStock(db, actorOf(request), request.params.id, request.body)
      reply.status(201)
      return {
        message: translate(request.locale, result.messageKey, {
          name: result.product.name,
          quantity: result.quantity,
          stock: result.product.stock,
        }),
        data: { product: result.product, adjustment: result.adjustment },
      }
    },
  )
}
