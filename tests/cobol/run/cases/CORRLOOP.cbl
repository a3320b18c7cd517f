       IDENTIFICATION DIVISION.
       PROGRAM-ID. CORRLOOP.
      * CORRESPONDING pairs and a SEARCH index, each reference built
      * once per statement and reused: in a loop over table elements
      * whose subscripts change between executions. The expected lines
      * are what cobc -std=ibm prints for this program.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  SRC-TAB.
           05  SRC-ROW OCCURS 3 TIMES.
               10  AMT         PIC 9(3).
               10  QTY         PIC 9(2).
               10  NAME        PIC X(4).
       01  DST-TAB.
           05  DST-ROW OCCURS 3 TIMES.
               10  NAME        PIC X(4).
               10  QTY         PIC 9(3).
               10  AMT         PIC 9(4).
       01  CODES.
           05  CODE-ENT OCCURS 5 TIMES INDEXED BY CX.
               10  CODE-KEY    PIC X.
               10  CODE-VAL    PIC 99.
       01  I                   PIC 9.
       01  R                   PIC 9.
       01  FOUND               PIC 99.
       PROCEDURE DIVISION.
           MOVE 'A01B02C03D04E05' TO CODES
           PERFORM VARYING I FROM 1 BY 1 UNTIL I > 3
               COMPUTE AMT OF SRC-ROW (I) = I * 111
               COMPUTE QTY OF SRC-ROW (I) = I * 7
               MOVE 'ROW' TO NAME OF SRC-ROW (I)
               MOVE I TO NAME OF SRC-ROW (I) (4:1)
           END-PERFORM
           PERFORM 2 TIMES
               PERFORM VARYING I FROM 1 BY 1 UNTIL I > 3
                   COMPUTE R = 4 - I
                   MOVE CORRESPONDING SRC-ROW (I) TO DST-ROW (R)
                   ADD CORRESPONDING SRC-ROW (I) TO DST-ROW (R)
               END-PERFORM
           END-PERFORM
           PERFORM VARYING I FROM 1 BY 1 UNTIL I > 3
               DISPLAY NAME OF DST-ROW (I) ' ' QTY OF DST-ROW (I)
                   ' ' AMT OF DST-ROW (I)
           END-PERFORM
           PERFORM VARYING I FROM 1 BY 1 UNTIL I > 5
               SET CX TO 1
               SEARCH CODE-ENT
                   AT END MOVE 99 TO FOUND
                   WHEN CODE-KEY (CX) = NAME OF SRC-ROW (1) (1:1)
                       MOVE CODE-VAL (CX) TO FOUND
                   WHEN CODE-VAL (CX) = I * 2
                       MOVE CODE-VAL (CX) TO FOUND
               END-SEARCH
               DISPLAY 'SEARCH ' I ' ' FOUND
           END-PERFORM
           STOP RUN.
