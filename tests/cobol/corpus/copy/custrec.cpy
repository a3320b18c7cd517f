      * custrec.cpy - lower-case file name for the lower-case program
      *   LOWCASE (COPY custrec); same layout as CUSTREC.cpy.
       01  cust-rec.
           05  cust-id             pic x(8).
           05  cust-name           pic x(30).
           05  cust-limit          pic s9(7)v99 comp-3.
           05  cust-bal            pic s9(7)v99 comp-3 value zero.
