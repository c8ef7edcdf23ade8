import { graphql } from '../gql/gql.ts';

/*
 * Selections that several features ask for, once each. A document spreads one by its name
 * (`...WeeklyMenuItemFields`); GraphQL Code Generator adds the definition to every document that does.
 */

/** A menu item as every menu screen reads it: the home menu, the order picker, the admin grid. */
graphql(`
  fragment WeeklyMenuItemFields on WeeklyMenuItem {
    id
    weekStartDate
    weekEndDate
    dayOfWeek
    menuItem
    description
    price
    calories
    imageUrl
    isActive
    allergens
    dietTags
    nutrition {
      protein
      carbohydrates
      fat
      sodium
    }
  }
`);

/** Feedback as the parent's history and the administrators' list show it (the latter adds the author). */
graphql(`
  fragment FeedbackFields on Feedback {
    id
    category
    rating
    date
    subject
    message
    status
    adminResponse
    responseDate
    createdAt
  }
`);

/** A placed lunch as the parent's history and the administrators' day list show it. */
graphql(`
  fragment LunchOrderFields on LunchOrder {
    id
    childName
    school
    grade
    teacher
    lunchDate
    lunchOptions
    notes
    totalAmount
    paymentStatus
    isPaid
    createdAt
  }
`);

/** What the notification service answers about an e-mail it was asked to send. */
graphql(`
  fragment EmailOutcomeFields on EmailNotification {
    id
    status
    sentCount
    failedCount
    recipientEmails
    error
  }
`);

/** A child as the order form and the profiles read it: who the lunch is for and what it must not contain. */
graphql(`
  fragment ChildFields on ChildProfile {
    id
    name
    school
    schoolId
    grade
    teacher
    allergies
    diets
  }
`);
