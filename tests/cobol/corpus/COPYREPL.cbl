      *================================================================*
      * COPYREPL - COPY statement forms.                               *
      * EXERCISES: COPY name. (.cpy), COPY "literal-name", COPY name   *
      *   OF library / IN library (member in a subdirectory), nested   *
      *   COPY (PAYLIB/EMPLREC.cpy COPYs EMPLADDR, no extension),      *
      *   REPLACING ==pseudo-text== BY ==pseudo-text== (multi-word and *
      *   a PICTURE string), word BY word, identifier BY literal,      *
      *   LEADING ==WS-== BY ==RUN-==, TRAILING ==-DT== BY ==-DATE==,  *
      *   COPY under an 01 written in the program, a COPY that ends a  *
      *   data entry (the copybook holds the period), COPY in the      *
      *   PROCEDURE DIVISION with a lower-case name.                   *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. COPYREPL.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       COPY CUSTREC.
       COPY CUSTREC REPLACING CUST-REC   BY OLD-CUST-REC
                              CUST-ID    BY OLD-CUST-ID
                              CUST-NAME  BY OLD-CUST-NAME
                              CUST-LIMIT BY OLD-CUST-LIMIT
                              CUST-BAL   BY OLD-CUST-BAL.
       COPY "CUSTREC.cpy" REPLACING
           ==01  CUST-REC.== BY ==01  BIG-CUST-REC.==
           ==CUST-ID== BY ==BIG-ID==
           ==CUST-NAME== BY ==BIG-NAME==
           ==CUST-LIMIT== BY ==BIG-LIMIT==
           ==CUST-BAL== BY ==BIG-BAL==
           ==S9(7)V99== BY ==S9(11)V99==.
      * only the first matching operand replaces a text word, so the
      * LEADING operand wins for every name here: RUN-YEAR-DT etc.
       COPY wsdates REPLACING LEADING ==WS-== BY ==RUN-==
                              TRAILING ==-DT== BY ==-DATE==.
       COPY wsdates REPLACING TRAILING ==-DT== BY ==-DATE==.
       COPY wsdates.
       COPY EMPLREC OF PAYLIB.
      * pseudo-text matches whole text words only: ==EMPL-== would not
      * match EMPL-CITY, so LEADING is needed for the prefix.
       01  MGR-REC.
           COPY EMPLADDR REPLACING LEADING ==EMPL-== BY ==MGR-==.
       01  WS-EMPTY-REPL.
           05  WS-KEEP         PIC X.
           COPY EMPLADDR REPLACING ==EMPL-ADDRESS.== BY
               ==FILLER.== LEADING ==EMPL-== BY ==X-==.
       01  WS-SWITCH   PIC X VALUE 'N' COPY NOOP-TEXT.
       PROCEDURE DIVISION.
           MOVE 'C0000001' TO CUST-ID OF CUST-REC
           MOVE 1500.25    TO CUST-LIMIT
           MOVE CUST-REC   TO OLD-CUST-REC
           MOVE 12345678901.99 TO BIG-LIMIT
           MOVE 2024 TO RUN-YEAR-DT
           MOVE 12   TO RUN-MONTH-DT
           MOVE 31   TO RUN-DAY-DT
           MOVE RUN-TODAY-DT TO WS-TODAY-DT WS-TODAY-DATE
           MOVE 'O''BRIEN' TO EMPL-NAME
           MOVE 'SPRINGFIELD' TO MGR-CITY
           COPY procstmt.
           DISPLAY OLD-CUST-ID ' ' BIG-LIMIT ' ' WS-YEAR-DT ' '
                   EMPL-NAME ' ' MGR-CITY ' ' X-CITY
           STOP RUN.
