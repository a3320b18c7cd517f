      * wsdates.cpy - date work fields; names start with WS- so that
      *   COPY wsdates REPLACING LEADING ==WS-== BY ==RUN-== renames
      *   them, and end with -DT for TRAILING ==-DT== BY ==-DATE==.
       01  WS-TODAY-DT.
           05  WS-YEAR-DT          PIC 9(4).
           05  WS-MONTH-DT         PIC 99.
           05  WS-DAY-DT           PIC 99.
