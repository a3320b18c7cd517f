      *================================================================*
      * INSPECTS - the INSPECT statement.                              *
      * EXERCISES: TALLYING FOR ALL / LEADING / CHARACTERS, several    *
      *   counters and several FOR phrases in one statement, BEFORE /  *
      *   AFTER INITIAL with literals and identifiers, REPLACING ALL / *
      *   LEADING / FIRST / CHARACTERS BY, TALLYING and REPLACING      *
      *   together, CONVERTING ... TO with BEFORE/AFTER, figurative    *
      *   constants (SPACE, ZERO, QUOTE, LOW-VALUE) as operands.       *
      *================================================================*
       IDENTIFICATION DIVISION.
       PROGRAM-ID. INSPECTS.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  TXT                     PIC X(30)
                                   VALUE '000123 ABC,DEF,,GHI * END *'.
       01  CNT-A                   PIC 99 VALUE 0.
       01  CNT-B                   PIC 99 VALUE 0.
       01  CNT-C                   PIC 99 VALUE 0.
       01  DELIM                   PIC X VALUE ','.
       01  STAR                    PIC X VALUE '*'.
       01  AMOUNT-TEXT             PIC X(10) VALUE '  1 234,50'.
       01  FROM-CHARS              PIC X(3) VALUE 'ABC'.
       01  TO-CHARS                PIC X(3) VALUE 'xyz'.
       PROCEDURE DIVISION.
       MAIN-PARA.
           INSPECT TXT TALLYING CNT-A FOR LEADING ZERO
           INSPECT TXT TALLYING CNT-B FOR ALL ','
                                CNT-C FOR CHARACTERS BEFORE INITIAL ' '
           DISPLAY CNT-A ' ' CNT-B ' ' CNT-C
           MOVE ZERO TO CNT-A CNT-B
           INSPECT TXT TALLYING CNT-A FOR ALL DELIM AFTER INITIAL 'DEF'
                                          ALL 'G'
                                CNT-B FOR CHARACTERS
                                    AFTER INITIAL STAR BEFORE 'END'
           DISPLAY CNT-A ' ' CNT-B
           INSPECT TXT REPLACING LEADING '0' BY SPACE
           INSPECT TXT REPLACING ALL ',' BY ';' AFTER INITIAL 'ABC'
                                 FIRST '*' BY '#'
           INSPECT TXT REPLACING CHARACTERS BY '.' AFTER INITIAL 'END'
           DISPLAY '[' TXT ']'
           MOVE ZERO TO CNT-A
           INSPECT AMOUNT-TEXT TALLYING CNT-A FOR ALL SPACE
               REPLACING ALL SPACE BY ZERO
           INSPECT AMOUNT-TEXT CONVERTING ',' TO '.'
           DISPLAY AMOUNT-TEXT ' ' CNT-A
           INSPECT TXT CONVERTING FROM-CHARS TO TO-CHARS
               BEFORE INITIAL ';'
           INSPECT TXT CONVERTING 'DEFGHI' TO 'defghi'
               AFTER INITIAL ';' BEFORE INITIAL '#'
           INSPECT TXT REPLACING ALL LOW-VALUE BY SPACE
                                 ALL QUOTE BY SPACE
           DISPLAY '[' TXT ']'
           GOBACK.
